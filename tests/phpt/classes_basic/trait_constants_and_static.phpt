--TEST--
constants in traits (PHP 8.2) and static properties per using class
--FILE--
<?php
trait HasVersion {
    public const VERSION = '1.2';
    public static int $instances = 0;
    public static function create(): static { static::$instances++; return new static; }
    public function version(): string { return self::VERSION . " in " . self::class; }
}
class Api { use HasVersion; }
class Cli { use HasVersion; }
Api::create();
Api::create();
Cli::create();
echo Api::VERSION, " ", (new Cli)->version(), "\n";
echo Api::$instances, " ", Cli::$instances, "\n";
--EXPECT--
1.2 1.2 in Cli
2 1
