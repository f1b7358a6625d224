--TEST--
var: types intval
--FILE--
<?php
var_dump(intval(42), intval(4.7), intval(-4.7), intval("12abc"), intval("abc"), intval(null), intval(true), intval([]), intval([0]));
var_dump(intval("0x1A", 16), intval("0x1A", 0), intval("012", 0), intval("0b11", 0), intval("42", 8), intval("zz", 36), intval("-0x1A", 16), intval("12", 5), intval(" -12", 0));
var_dump(intval("99999999999999999999"), intval("-99999999999999999999"), intval(1e20), intval("1e3"), intval(" 12 "));
var_dump(intval("0b101", 2), intval("101", 2), intval("0o17", 8), intval("17", 0));
--EXPECT--
int(42)
int(4)
int(-4)
int(12)
int(0)
int(0)
int(1)
int(0)
int(1)
int(26)
int(26)
int(10)
int(3)
int(34)
int(1295)
int(-26)
int(7)
int(-12)
int(9223372036854775807)
int(-9223372036854775808)
int(7766279631452241920)
int(1000)
int(12)
int(5)
int(5)
int(0)
int(17)
