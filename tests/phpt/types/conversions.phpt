--TEST--
intval, floatval, strval, boolval and settype
--FILE--
<?php
var_dump(intval("42abc"), intval("  -7 "), intval(42.99), intval("0x1A", 16), intval("101", 2), intval("777", 8), intval("z", 36));
var_dump(floatval("1.5e3abc"), floatval("abc"), floatval("-.5"));
var_dump(strval(3.0), strval(true), strval(null), strval(0.30000000000000004));
var_dump(boolval("0"), boolval([]), boolval("false"), boolval(0.1));
$v = "123";
settype($v, "integer");
var_dump($v);
settype($v, "array");
var_dump($v);
$f = "3.14";
settype($f, "float");
var_dump($f);
$b = 0;
settype($b, "bool");
var_dump($b);
$n = 5;
settype($n, "null");
var_dump($n);
--EXPECT--
int(42)
int(-7)
int(42)
int(26)
int(5)
int(511)
int(35)
float(1500)
float(0)
float(-0.5)
string(1) "3"
string(1) "1"
string(0) ""
string(3) "0.3"
bool(false)
bool(false)
bool(true)
bool(true)
int(123)
array(1) {
  [0]=>
  int(123)
}
float(3.14)
bool(false)
NULL
