--TEST--
Class introspection functions
--FILE--
<?php
interface I1 { function i1(); }
interface I2 extends I1 { function i2(); }
class A implements Countable { public $a = 1; protected $b = 2; private $c = 3; static $s = 5;
  function count(): int { return 0; } function vars() { return get_object_vars($this); } private function priv() {} }
class B extends A implements I2 { public $d; function i1() {} function i2() {} function __toString(): string { return "B"; } }
$b = new B;
var_dump(get_object_vars($b), $b->vars());
var_dump(get_class_vars("B"));
print_r(get_class_methods("B"));
print_r(class_implements($b));
print_r(class_parents($b));
var_dump(get_class($b), get_parent_class($b), get_parent_class("A"));
var_dump(is_a($b, "A"), is_a("B", "A"), is_a("B", "A", true), is_subclass_of($b, "B"), is_subclass_of("B", "A"));
var_dump(method_exists("B", "VARS"), method_exists($b, "priv"), property_exists("B", "c"), property_exists("A", "c"), property_exists($b, "d"));
var_dump(class_exists("b"), class_exists("I1"), interface_exists("I1"), trait_exists("I1"), enum_exists("B"));
var_dump($b instanceof Stringable, $b instanceof Countable, $b instanceof I1);
--EXPECT--
array(2) {
  ["a"]=>
  int(1)
  ["d"]=>
  NULL
}
array(4) {
  ["a"]=>
  int(1)
  ["b"]=>
  int(2)
  ["c"]=>
  int(3)
  ["d"]=>
  NULL
}
array(3) {
  ["d"]=>
  NULL
  ["a"]=>
  int(1)
  ["s"]=>
  int(5)
}
Array
(
    [0] => i1
    [1] => i2
    [2] => __toString
    [3] => count
    [4] => vars
)
Array
(
    [Countable] => Countable
    [I2] => I2
    [Stringable] => Stringable
    [I1] => I1
)
Array
(
    [A] => A
)
string(1) "B"
string(1) "A"
bool(false)
bool(true)
bool(false)
bool(true)
bool(false)
bool(true)
bool(true)
bool(true)
bool(false)
bool(true)
bool(true)
bool(true)
bool(false)
bool(true)
bool(false)
bool(false)
bool(true)
bool(true)
bool(true)
