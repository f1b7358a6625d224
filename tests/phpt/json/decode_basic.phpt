--TEST--
json: decode basic
--FILE--
<?php
var_dump(json_decode('null'), json_decode('true'), json_decode('false'), json_decode('12'), json_decode('-0'), json_decode('-0.0'), json_decode('1.5'), json_decode('1E2'), json_decode('"str"'));
var_dump(json_decode('[1, "a", [true, null], {}]'));
var_dump(json_decode(' {"a" : 1 , "b":[ ] } '));
var_dump(json_decode('"\u00e9\ud83d\ude00\n\/\\\\"'));
--EXPECT--
NULL
bool(true)
bool(false)
int(12)
int(0)
float(-0)
float(1.5)
float(100)
string(3) "str"
array(4) {
  [0]=>
  int(1)
  [1]=>
  string(1) "a"
  [2]=>
  array(2) {
    [0]=>
    bool(true)
    [1]=>
    NULL
  }
  [3]=>
  object(stdClass)#1 (0) {
  }
}
object(stdClass)#1 (2) {
  ["a"]=>
  int(1)
  ["b"]=>
  array(0) {
  }
}
string(9) "é😀
/\"
