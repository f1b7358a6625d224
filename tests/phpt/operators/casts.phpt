--TEST--
explicit casts between scalar types, arrays and objects
--FILE--
<?php
var_dump((int) "12abc", (int) 12.9, (int) -12.9, (int) "1e3", (int) " 42 ", (int) null, (int) true);
var_dump((float) "abc", (float) "1.5e3xyz", (float) ".5", (float) 7);
var_dump((bool) "0", (bool) "0.0", (bool) "", (bool) " ", (bool) [], (bool) [0], (bool) 0.0, (bool) new stdClass);
var_dump((string) 1.0, (string) 0.1, (string) true, (string) false, (string) null, (string) -0.0, (string) 1e25);
var_dump((array) "str", (array) null, (array) 1.5);
$o = (object) ['a' => 1, 'b' => [2]];
var_dump($o);
var_dump((array) $o);
var_dump(intval("0b11", 0), intval("0x1A", 16), intval("012", 0), intval("42", 8), (int) "0x1A");
--EXPECT--
int(12)
int(12)
int(-12)
int(1000)
int(42)
int(0)
int(1)
float(0)
float(1500)
float(0.5)
float(7)
bool(false)
bool(true)
bool(false)
bool(true)
bool(false)
bool(true)
bool(false)
bool(true)
string(1) "1"
string(3) "0.1"
string(1) "1"
string(0) ""
string(0) ""
string(2) "-0"
string(7) "1.0E+25"
array(1) {
  [0]=>
  string(3) "str"
}
array(0) {
}
array(1) {
  [0]=>
  float(1.5)
}
object(stdClass)#1 (2) {
  ["a"]=>
  int(1)
  ["b"]=>
  array(1) {
    [0]=>
    int(2)
  }
}
array(2) {
  ["a"]=>
  int(1)
  ["b"]=>
  array(1) {
    [0]=>
    int(2)
  }
}
int(3)
int(26)
int(10)
int(34)
int(0)
