--TEST--
serialize: allowed classes
--FILE--
<?php
class A { public $a = 1; }
class B { public $b = 2; }
$s = serialize([new A, new B]);
var_dump(unserialize($s, ['allowed_classes' => ['b']]));
var_dump(unserialize($s, ['allowed_classes' => true]));
var_dump(unserialize('O:7:"Missing":1:{s:1:"a";i:1;}'));
--EXPECT--
array(2) {
  [0]=>
  object(__PHP_Incomplete_Class)#2 (2) {
    ["__PHP_Incomplete_Class_Name"]=>
    string(1) "A"
    ["a"]=>
    int(1)
  }
  [1]=>
  object(B)#1 (1) {
    ["b"]=>
    int(2)
  }
}
array(2) {
  [0]=>
  object(A)#1 (1) {
    ["a"]=>
    int(1)
  }
  [1]=>
  object(B)#2 (1) {
    ["b"]=>
    int(2)
  }
}
object(__PHP_Incomplete_Class)#2 (2) {
  ["__PHP_Incomplete_Class_Name"]=>
  string(7) "Missing"
  ["a"]=>
  int(1)
}
