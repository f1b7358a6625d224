--TEST--
json: decode bigint
--FILE--
<?php
var_dump(json_decode('12345678901234567890'));
var_dump(json_decode('12345678901234567890', false, 512, JSON_BIGINT_AS_STRING));
var_dump(json_decode('[9223372036854775807, -9223372036854775808, 9223372036854775808]', true));
var_dump(json_decode('[1.0e500]', true, 512, JSON_BIGINT_AS_STRING));
var_dump(json_decode('{"n":-12345678901234567890}', true, 512, JSON_BIGINT_AS_STRING));
--EXPECT--
float(1.2345678901234567E+19)
string(20) "12345678901234567890"
array(3) {
  [0]=>
  int(9223372036854775807)
  [1]=>
  int(-9223372036854775808)
  [2]=>
  float(9.223372036854776E+18)
}
array(1) {
  [0]=>
  float(INF)
}
array(1) {
  ["n"]=>
  string(21) "-12345678901234567890"
}
