--TEST--
integer and float arithmetic, division results and modulo signs
--FILE--
<?php
var_dump(7 + 3, 7 - 10, 6 * 7, 7 / 2, 6 / 3, -7 / 2);
var_dump(7 % 3, -7 % 3, 7 % -3, -7 % -3);
var_dump(intdiv(7, 2), intdiv(-7, 2), fmod(7.5, 2), fmod(-7.5, 2));
var_dump(1.5 + 1.5, 0.1 * 3, 10 / 4, 10 / 5.0, 2 * 3.0);
var_dump(7.9 % 3, -0.0 * 1, 0.0 === -0.0);
var_dump(+"3", -"3.5", - -4);
--EXPECTF--
int(10)
int(-3)
int(42)
float(3.5)
int(2)
float(-3.5)
int(1)
int(-1)
int(1)
int(-1)
int(3)
int(-3)
float(1.5)
float(-1.5)
float(3)
float(0.30000000000000004)
float(2.5)
float(2)
float(6)

Deprecated: Implicit conversion from float 7.9 to int loses precision in %s on line 6
int(1)
float(-0)
bool(true)
int(3)
float(-3.5)
int(4)
