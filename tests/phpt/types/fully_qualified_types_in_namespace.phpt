--TEST--
Fully qualified class names in parameter, return and property types of namespaced code
--FILE--
<?php
namespace A;
class Local {}
class K { public \ArrayIterator $it; public ?\Countable $c = null; public \DateTime|\Closure|null $u = null;
  function h(): \ArrayIterator { return new \ArrayIterator([]); } function i(): \Iterator { return new \ArrayIterator([]); }
  function j(\Traversable&\Countable $x): \Countable&\Traversable { return $x; } }
function p(\ArrayIterator $x, Local $l, \A\Local $l2): \A\Local { return $l2; }
$k = new K; echo get_class($k->h()), get_class($k->i()), get_class($k->j(new \ArrayIterator([]))), "\n";
echo get_class(p(new \ArrayIterator([]), new Local, new Local)), "\n";
$k->it = new \ArrayIterator([1]); $k->u = fn() => 1; var_dump($k);
try { $k->it = new \stdClass; } catch (\TypeError $e) { echo $e->getMessage(), "\n"; }
try { p(new \stdClass, new Local, new Local); } catch (\TypeError $e) { echo $e->getMessage(), "\n"; }
try { $k->j(new \stdClass); } catch (\TypeError $e) { echo $e->getMessage(), "\n"; }
function q(): \Countable { return new \stdClass; }
try { q(); } catch (\TypeError $e) { echo $e->getMessage(), "\n"; }
--EXPECTF--
ArrayIteratorArrayIteratorArrayIterator
A\Local
object(A\K)#1 (3) {
  ["it"]=>
  object(ArrayIterator)#4 (1) {
    ["storage":"ArrayIterator":private]=>
    array(1) {
      [0]=>
      int(1)
    }
  }
  ["c"]=>
  NULL
  ["u"]=>
  object(Closure)#3 (0) {
  }
}
Cannot assign stdClass to property A\K::$it of type ArrayIterator
A\p(): Argument #1 ($x) must be of type ArrayIterator, stdClass given, called in %s on line 12
A\K::j(): Argument #1 ($x) must be of type Traversable&Countable, stdClass given, called in %s on line 13
A\q(): Return value must be of type Countable, stdClass returned
