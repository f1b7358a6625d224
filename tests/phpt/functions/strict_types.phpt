--TEST--
declare(strict_types=1) rejects scalar coercions except int to float
--FILE--
<?php
declare(strict_types=1);
function half(float $x): float { return $x / 2; }
function name(string $s): string { return $s; }
echo half(5), "\n";
try {
    echo name(5), "\n";
} catch (TypeError $e) {
    echo $e->getMessage(), "\n";
}
try {
    echo half("5"), "\n";
} catch (TypeError $e) {
    echo $e->getMessage(), "\n";
}
function bad(): int { return "1"; }
try {
    bad();
} catch (TypeError $e) {
    echo $e->getMessage(), "\n";
}
echo strlen("builtin ok"), "\n";
try {
    echo strlen(123);
} catch (TypeError $e) {
    echo $e->getMessage(), "\n";
}
--EXPECTF--
2.5
name(): Argument #1 ($s) must be of type string, int given, called in %s on line 7
half(): Argument #1 ($x) must be of type float, string given, called in %s on line 12
bad(): Return value must be of type int, string returned
10
strlen(): Argument #1 ($string) must be of type string, int given
