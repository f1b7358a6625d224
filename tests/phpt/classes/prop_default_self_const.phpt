--TEST--
A property default naming a constant of its own class is checked at compile time
--FILE--
<?php
echo "not printed\n";
class Config {
    const NAME = "app";
    const ALIAS = self::NAME;
    public int|float $size = self::ALIAS;
}
--EXPECTF--

Fatal error: Cannot use string as default value for property Config::$size of type int|float in %s on line 6
