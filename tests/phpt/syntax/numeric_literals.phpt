--TEST--
integer and float literal forms and overflow of literals
--FILE--
<?php
var_dump(0x1F, 0X1f, 017, 0o17, 0O17, 0b101, 0B11);
var_dump(1_000_000, 0xFF_FF, 1_0.5_0);
var_dump(1.5e3, 1E-2, .5, 6., 1e0);
var_dump(9223372036854775807);
var_dump(9223372036854775808);
var_dump(0x7FFFFFFFFFFFFFFF, 0xFFFFFFFFFFFFFFFF);
var_dump(-9223372036854775808);
var_dump(PHP_INT_MIN);
var_dump(0777 === 511, 0.1 + 0.2 == 0.3);
--EXPECT--
int(31)
int(31)
int(15)
int(15)
int(15)
int(5)
int(3)
int(1000000)
int(65535)
float(10.5)
float(1500)
float(0.01)
float(0.5)
float(6)
float(1)
int(9223372036854775807)
float(9.223372036854776E+18)
int(9223372036854775807)
float(1.8446744073709552E+19)
float(-9.223372036854776E+18)
int(-9223372036854775808)
bool(true)
bool(false)
