--TEST--
var_dump of scalars, special floats and nested arrays
--FILE--
<?php
var_dump(0, -1, PHP_INT_MAX, 1.0, -0.0, 0.1, 1/3, 1e100, 2.5e-5, 123456789.12345678, INF, -INF, NAN);
var_dump("", "with \"quotes\"", "multi\nline", true, false, null);
var_dump([1, 'a' => [true, null], 'b' => 1.5]);
var_dump(1, "two", [3]);
--EXPECT--
int(0)
int(-1)
int(9223372036854775807)
float(1)
float(-0)
float(0.1)
float(0.3333333333333333)
float(1.0E+100)
float(2.5E-5)
float(123456789.12345678)
float(INF)
float(-INF)
float(NAN)
string(0) ""
string(13) "with "quotes""
string(10) "multi
line"
bool(true)
bool(false)
NULL
array(3) {
  [0]=>
  int(1)
  ["a"]=>
  array(2) {
    [0]=>
    bool(true)
    [1]=>
    NULL
  }
  ["b"]=>
  float(1.5)
}
int(1)
string(3) "two"
array(1) {
  [0]=>
  int(3)
}
