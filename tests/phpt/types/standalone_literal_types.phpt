--TEST--
true, false and null as standalone types (PHP 8.2)
--FILE--
<?php
function alwaysTrue(): true { return true; }
function alwaysFalse(): false { return false; }
function nothing(): null { return null; }
function flag(int|false $x): string { return var_export($x, true); }
var_dump(alwaysTrue(), alwaysFalse(), nothing());
echo flag(3), " ", flag(false), "\n";
try {
    flag(true);
} catch (TypeError $e) {
    echo preg_replace('/, called in .*/', '', $e->getMessage()), "\n";
}
function bad(): true { return 1; }
try {
    bad();
} catch (TypeError $e) {
    echo $e->getMessage(), "\n";
}
--EXPECT--
bool(true)
bool(false)
NULL
3 false
bad(): Return value must be of type true, int returned
