--TEST--
result types of arithmetic on mixed operands
--FILE--
<?php
var_dump("10" + 5, "10" + 5.5, "1.5" + 1, 7 / 2, 8 / 2, "8" / "2", 2 * "3", "2" * "3.0");
var_dump(10 % 3.9, 2 ** 0.5, "2" ** 2, true + true, null + 5, 5 - true);
var_dump(0.1 + 0.2 === 0.3, abs(0.1 + 0.2 - 0.3) < PHP_FLOAT_EPSILON);
var_dump(PHP_INT_MAX + 0.0 == PHP_INT_MAX);
var_dump(round(2.5), round(-2.5), round(3.14159, 2), floor(-1.5), ceil(-1.5), round(1234.5678, -2));
--EXPECTF--
int(15)
float(15.5)
float(2.5)
float(3.5)
int(4)
int(4)
int(6)
float(6)

Deprecated: Implicit conversion from float 3.9 to int loses precision in %s on line 3
int(1)
float(1.4142135623730951)
int(4)
int(2)
int(5)
int(4)
bool(false)
bool(true)
bool(true)
float(3)
float(-3)
float(3.14)
float(-2)
float(-1)
float(1200)
