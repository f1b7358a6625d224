--TEST--
json: decode depth
--FILE--
<?php
var_dump(json_decode('[[1]]', true, 1), json_last_error_msg());
var_dump(json_decode('[1]', true, 1), json_last_error_msg());
var_dump(json_decode('1', true, 1), json_last_error_msg());
var_dump(json_decode('{"a":{"b":1}}', true, 2), json_last_error_msg());
var_dump(json_decode('{"a":{"b":1}}', true, 3));
try { json_decode('1', false, 0); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
NULL
string(28) "Maximum stack depth exceeded"
NULL
string(28) "Maximum stack depth exceeded"
int(1)
string(8) "No error"
NULL
string(28) "Maximum stack depth exceeded"
array(1) {
  ["a"]=>
  array(1) {
    ["b"]=>
    int(1)
  }
}
json_decode(): Argument #3 ($depth) must be greater than 0
