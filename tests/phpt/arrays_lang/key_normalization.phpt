--TEST--
array keys: numeric strings, bools, null and floats become int or string keys
--FILE--
<?php
$a = [];
$a["1"] = 'string one';
$a[1] = 'int one overwrites';
$a["01"] = 'leading zero stays string';
$a[true] = 'true is 1';
$a[null] = 'null is empty string';
$a["-5"] = 'negative numeric string';
$a["-0"] = 'minus zero stays string';
$a[" 2"] = 'space stays string';
$a["9223372036854775808"] = 'too big stays string';
$a[false] = 'false is 0';
var_dump($a);
$b = [1.7 => 'float key truncated'];
var_dump($b);
--EXPECTF--
array(8) {
  [1]=>
  string(9) "true is 1"
  ["01"]=>
  string(25) "leading zero stays string"
  [""]=>
  string(20) "null is empty string"
  [-5]=>
  string(23) "negative numeric string"
  ["-0"]=>
  string(23) "minus zero stays string"
  [" 2"]=>
  string(18) "space stays string"
  ["9223372036854775808"]=>
  string(20) "too big stays string"
  [0]=>
  string(10) "false is 0"
}

Deprecated: Implicit conversion from float 1.7 to int loses precision in %s on line 14
array(1) {
  [1]=>
  string(19) "float key truncated"
}
