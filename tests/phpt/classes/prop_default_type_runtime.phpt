--TEST--
A property default from another class's constant is type-checked (strictly) when the class is first used
--FILE--
<?php
class Settings {
    public static ?int $level = Defaults::LEVEL;
    public float $ratio = Defaults::RATIO;
    public int $limit = Defaults::LIMIT;
}
class Defaults {
    const LEVEL = "5";
    const RATIO = 2;
    const LIMIT = "10";
}
echo "start\n";
for ($i = 0; $i < 2; $i++) {
    try {
        echo Settings::$level, "\n";
    } catch (TypeError $e) {
        echo get_class($e), ": ", $e->getMessage(), "\n";
    }
    try {
        var_dump(new Settings);
    } catch (TypeError $e) {
        echo get_class($e), ": ", $e->getMessage(), "\n";
    }
}
--EXPECT--
start
TypeError: Cannot assign string to property Settings::$limit of type int
TypeError: Cannot assign string to property Settings::$limit of type int
TypeError: Cannot assign string to property Settings::$limit of type int
TypeError: Cannot assign string to property Settings::$limit of type int
