--TEST--
bitwise operators, shifts and negative numbers
--FILE--
<?php
var_dump(6 & 3, 6 | 3, 6 ^ 3, ~6, ~-1);
var_dump(1 << 3, 1 << 62, 1 << 63, 1 << 64, -8 >> 1, -1 >> 63, 8 >> 64, -8 >> 64);
var_dump("12" & 10, "a" ^ "b", "AB" | "  ", ~"A" === chr(190));
var_dump(PHP_INT_MAX & PHP_INT_MIN, PHP_INT_MIN >> 62);
try {
    var_dump(1 << -1);
} catch (ArithmeticError $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
$flags = 0;
$flags |= 4;
$flags |= 1;
$flags &= ~4;
$flags ^= 2;
$flags <<= 2;
var_dump($flags);
--EXPECT--
int(2)
int(7)
int(5)
int(-7)
int(0)
int(8)
int(4611686018427387904)
int(-9223372036854775808)
int(0)
int(-4)
int(-1)
int(0)
int(-1)
int(8)
string(1) ""
string(2) "ab"
bool(true)
int(0)
int(-2)
ArithmeticError: Bit shift by negative number
int(12)
