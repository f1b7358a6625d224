--TEST--
A trait's constant is reached through the classes using it, never through the trait itself
--FILE--
<?php
trait HasVersion {
    const VERSION = "1.2";
    public function version(): string { return self::VERSION . "/" . static::VERSION; }
}
class Package { use HasVersion; }
echo Package::VERSION, " ", (new Package)->version(), " ", constant("Package::VERSION"), "\n";
foreach (['constant("HasVersion::VERSION")', 'HasVersion::VERSION'] as $i => $how) {
    try {
        echo $i === 0 ? constant("HasVersion::VERSION") : HasVersion::VERSION;
    } catch (Error $e) {
        echo $how, ": ", $e->getMessage(), "\n";
    }
}
--EXPECT--
1.2 1.2/1.2 1.2
constant("HasVersion::VERSION"): Cannot access trait constant HasVersion::VERSION directly
HasVersion::VERSION: Cannot access trait constant HasVersion::VERSION directly
