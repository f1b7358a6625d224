--TEST--
get_declared_classes/interfaces/traits: user classes and enums come last in declaration order
--FILE--
<?php
interface Shape {}
trait Named {}
class Base {}
class Circle extends Base implements Shape { use Named; }
enum Suit { case Hearts; }
abstract class Later {}
$classes = get_declared_classes();
var_dump(array_slice($classes, -4));
var_dump(in_array('stdClass', $classes), in_array('Exception', $classes), in_array('ArrayIterator', $classes));
var_dump(in_array('Shape', $classes), in_array('Named', $classes));
var_dump(array_slice(get_declared_interfaces(), -1), in_array('Traversable', get_declared_interfaces()));
var_dump(get_declared_traits());
if (true) { class Conditional {} }
var_dump(array_slice(get_declared_classes(), -1));
function later() { class InFunction {} }
later();
var_dump(array_slice(get_declared_classes(), -2));
--EXPECT--
array(4) {
  [0]=>
  string(4) "Base"
  [1]=>
  string(6) "Circle"
  [2]=>
  string(4) "Suit"
  [3]=>
  string(5) "Later"
}
bool(true)
bool(true)
bool(true)
bool(false)
bool(false)
array(1) {
  [0]=>
  string(5) "Shape"
}
bool(true)
array(1) {
  [0]=>
  string(5) "Named"
}
array(1) {
  [0]=>
  string(11) "Conditional"
}
array(2) {
  [0]=>
  string(11) "Conditional"
  [1]=>
  string(10) "InFunction"
}
