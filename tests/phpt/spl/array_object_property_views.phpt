--TEST--
ArrayObject shows its storage to (array), var_export and json_encode; private names of internal classes are mangled; PHP's own classes deprecate dynamic properties
--FILE--
<?php
$ao = new ArrayObject(['k' => 'v', 2 => 'x']);
$ao->dyn = 1;
var_export($ao); echo "\n";
echo json_encode($ao), "\n";
var_dump((array)$ao);
var_dump(get_object_vars($ao));
foreach ((array)$ao as $k => $v) echo "$k ";
echo "\n";
$ai = new ArrayIterator(['a' => 1]);
echo json_encode($ai), "\n"; var_export($ai); echo "\n"; var_dump((array)$ai);
class Coll extends ArrayObject { public $extra = 'e'; }
$c = new Coll([1, 2]);
echo json_encode($c), "\n"; var_dump((array)$c); var_export($c); echo "\n";
$std = new ArrayObject(['q' => 1], ArrayObject::STD_PROP_LIST);
echo json_encode($std), "\n"; var_dump((array)$std);
class P { private $x = 1; protected $y = 2; public $z = 3; }
class Q extends P { private $x = 'q'; }
foreach ([(array)new P, (array)new Q] as $a) echo json_encode(array_map(fn($k) => str_replace("\0", '~', $k), array_keys($a))), "\n";
$e = new Exception('m');
echo json_encode(array_map(fn($k) => str_replace("\0", '~', $k), array_keys((array)$e))), "\n";
$o = (object)['a', 'b']; var_export($o); echo "\n"; echo json_encode($o), "\n";
$s = new stdClass; $s->{'5'} = 'x'; var_export($s); echo "\n";
var_export(new ArrayObject([3 => 'q'])); echo "\n";
foreach ([new Exception, new ArrayObject, new ArrayIterator, new SplStack, new SplObjectStorage, new DateTime('2020-01-01'), new SplQueue, new RuntimeException, new ErrorException, new Error] as $o) {
  try { $o->dynprop = 1; echo get_class($o), " ok\n"; } catch (Throwable $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; }
}
--EXPECTF--
Deprecated: Creation of dynamic property ArrayObject::$dyn is deprecated in %s on line 3
\ArrayObject::__set_state(array(
   'k' => 'v',
   2 => 'x',
))
{"k":"v","2":"x"}
array(2) {
  ["k"]=>
  string(1) "v"
  [2]=>
  string(1) "x"
}
array(1) {
  ["dyn"]=>
  int(1)
}
k 2 
{"a":1}
\ArrayIterator::__set_state(array(
   'a' => 1,
))
array(1) {
  ["a"]=>
  int(1)
}
{"0":1,"1":2}
array(2) {
  [0]=>
  int(1)
  [1]=>
  int(2)
}
\Coll::__set_state(array(
   0 => 1,
   1 => 2,
))
{}
array(0) {
}
["~P~x","~*~y","z"]
["~P~x","~*~y","z","~Q~x"]
["~*~message","~Exception~string","~*~code","~*~file","~*~line","~Exception~trace","~Exception~previous"]
(object) array(
   '0' => 'a',
   '1' => 'b',
)
{"0":"a","1":"b"}
(object) array(
   '5' => 'x',
)
\ArrayObject::__set_state(array(
   3 => 'q',
))

Deprecated: Creation of dynamic property Exception::$dynprop is deprecated in %s on line 26
Exception ok

Deprecated: Creation of dynamic property ArrayObject::$dynprop is deprecated in %s on line 26
ArrayObject ok

Deprecated: Creation of dynamic property ArrayIterator::$dynprop is deprecated in %s on line 26
ArrayIterator ok

Deprecated: Creation of dynamic property SplStack::$dynprop is deprecated in %s on line 26
SplStack ok

Deprecated: Creation of dynamic property SplObjectStorage::$dynprop is deprecated in %s on line 26
SplObjectStorage ok

Deprecated: Creation of dynamic property DateTime::$dynprop is deprecated in %s on line 26
DateTime ok

Deprecated: Creation of dynamic property SplQueue::$dynprop is deprecated in %s on line 26
SplQueue ok

Deprecated: Creation of dynamic property RuntimeException::$dynprop is deprecated in %s on line 26
RuntimeException ok

Deprecated: Creation of dynamic property ErrorException::$dynprop is deprecated in %s on line 26
ErrorException ok

Deprecated: Creation of dynamic property Error::$dynprop is deprecated in %s on line 26
Error ok
