--TEST--
var: types conv
--FILE--
<?php
var_dump(floatval("1.5abc"), floatval("abc"), floatval("1e3"), floatval(7), doubleval("-0.5"));
var_dump(strval(1.0), strval(0.1 + 0.2), strval(true), strval(null), strval(100000000000000000000.0), strval(-0.0));
var_dump(boolval("0"), boolval(""), boolval("0.0"), boolval([]), boolval([0]), boolval(0.0), boolval(new stdClass));
class S { function __toString(): string { return "S!"; } }
var_dump(strval(new S));
--EXPECT--
float(1.5)
float(0)
float(1000)
float(7)
float(-0.5)
string(1) "1"
string(3) "0.3"
string(1) "1"
string(0) ""
string(7) "1.0E+20"
string(2) "-0"
bool(false)
bool(false)
bool(true)
bool(false)
bool(true)
bool(false)
bool(true)
string(2) "S!"
