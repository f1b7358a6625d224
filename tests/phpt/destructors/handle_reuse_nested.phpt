--TEST--
a freed object's own handle number is reused before those of the objects it held
--FILE--
<?php
class Cat {}
class Box { public $items = []; public function __construct(public ?object $inner = null) {} }
function f(Cat $c) { throw new Exception("x"); }
try { f(new Cat); } catch (Exception $e) { }
$e = null;
var_dump(new stdClass);
$a = new stdClass; $b = new stdClass;
var_dump($a, $b);
unset($a, $b);
$box = new Box(new Box(new Cat));
$box->items[] = new Cat;
$box = null;
$x = new stdClass; $y = new stdClass; $z = new stdClass; $w = new stdClass;
var_dump(spl_object_id($x), spl_object_id($y), spl_object_id($z), spl_object_id($w));
--EXPECT--
object(stdClass)#2 (0) {
}
object(stdClass)#2 (0) {
}
object(stdClass)#1 (0) {
}
int(1)
int(2)
int(3)
int(4)
