--TEST--
get_mangled_object_vars and (array) give mangled names and leave out the internal state of SPL structures
--FILE--
<?php
class A { public $a = 1; protected $b = 2; private $c = 3; }
class B extends A { private $c = 4; public $d; }
$b = new B; $b->dyn = 5; $b->{'12'} = 6;
var_dump(array_map('bin2hex', array_keys(get_mangled_object_vars($b))));
var_dump(get_mangled_object_vars($b) === (array)$b);
var_dump(get_mangled_object_vars(new ArrayObject([1, 2])));
var_dump(get_mangled_object_vars(function () {}));
var_dump(get_mangled_object_vars(new stdClass));
try { get_mangled_object_vars(1); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
foreach ([new SplObjectStorage, new SplDoublyLinkedList, new SplQueue, new SplFixedArray(2), new ArrayIterator([1]), new SplPriorityQueue, new SplMinHeap, new Exception("x"), new DateInterval("P1D")] as $o) { echo get_class($o), " ", json_encode(array_map('bin2hex', array_keys(get_mangled_object_vars($o)))), "\n"; }
foreach ([new SplObjectStorage, new SplDoublyLinkedList, new SplQueue, new SplFixedArray(2), new ArrayIterator([1]), new SplPriorityQueue, new SplMinHeap, new Exception("x"), new DateInterval("P1D")] as $o) { echo get_class($o), " ", json_encode(array_map('bin2hex', array_keys((array)$o))), "\n"; }
--EXPECTF--

Deprecated: Creation of dynamic property B::$dyn is deprecated in %s on line 4

Deprecated: Creation of dynamic property B::$12 is deprecated in %s on line 4
array(7) {
  [0]=>
  string(2) "61"
  [1]=>
  string(8) "002a0062"
  [2]=>
  string(8) "00410063"
  [3]=>
  string(8) "00420063"
  [4]=>
  string(2) "64"
  [5]=>
  string(6) "64796e"
  [6]=>
  string(4) "3132"
}
bool(true)
array(0) {
}
array(0) {
}
array(0) {
}
get_mangled_object_vars(): Argument #1 ($object) must be of type object, int given
SplObjectStorage []
SplDoublyLinkedList []
SplQueue []
SplFixedArray ["30","31"]
ArrayIterator []
SplPriorityQueue []
SplMinHeap []
Exception ["002a006d657373616765","00457863657074696f6e00737472696e67","002a00636f6465","002a0066696c65","002a006c696e65","00457863657074696f6e007472616365","00457863657074696f6e0070726576696f7573"]
DateInterval ["79","6d","64","68","69","73","66","696e76657274","64617973","66726f6d5f737472696e67"]
SplObjectStorage []
SplDoublyLinkedList []
SplQueue []
SplFixedArray ["30","31"]
ArrayIterator ["30"]
SplPriorityQueue []
SplMinHeap []
Exception ["002a006d657373616765","00457863657074696f6e00737472696e67","002a00636f6465","002a0066696c65","002a006c696e65","00457863657074696f6e007472616365","00457863657074696f6e0070726576696f7573"]
DateInterval ["79","6d","64","68","69","73","66","696e76657274","64617973","66726f6d5f737472696e67"]
