--TEST--
class constants, visibility, final, static::CONST and ::class
--FILE--
<?php
class Config {
    const VERSION = '1.0';
    public const NAMES = ['a', 'b'];
    protected const SECRET = 'hidden';
    final public const FIXED = 42;
    const DERIVED = self::VERSION . '-' . self::FIXED;
    public static function get() { return static::VERSION; }
    public static function secret() { return static::SECRET; }
}
class Child extends Config {
    const VERSION = '2.0';
}
echo Config::VERSION, " ", Child::VERSION, " ", Config::NAMES[1], " ", Config::DERIVED, "\n";
echo Config::get(), " ", Child::get(), " ", Child::secret(), "\n";
echo Config::class, " ", (new Child)::class, " ", (new Child)::FIXED, "\n";
try {
    echo Config::SECRET;
} catch (Error $e) {
    echo $e->getMessage(), "\n";
}
try {
    echo Config::MISSING;
} catch (Error $e) {
    echo $e->getMessage(), "\n";
}
$name = 'Child';
echo $name::VERSION, " ", constant("$name::DERIVED"), "\n";
--EXPECT--
1.0 2.0 b 1.0-42
1.0 2.0 hidden
Config Child 42
Cannot access protected constant Config::SECRET
Undefined constant Config::MISSING
2.0 1.0-42
