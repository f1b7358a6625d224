--TEST--
var_export, json_encode and get_object_vars of SPL structures show no internal state
--FILE--
<?php
foreach ([new SplObjectStorage, new SplQueue, new ArrayIterator([1]), new SplMinHeap, new ArrayObject([1])] as $o) { echo get_class($o), " ", json_encode($o), " ", json_encode(get_object_vars($o)), " "; var_export($o); echo "\n"; foreach ($o as $k => $v) echo "$k "; echo "\n"; }
--EXPECT--
SplObjectStorage {} [] \SplObjectStorage::__set_state(array(
))

SplQueue {} [] \SplQueue::__set_state(array(
))

ArrayIterator {"0":1} [] \ArrayIterator::__set_state(array(
   0 => 1,
))
0 
SplMinHeap {} [] \SplMinHeap::__set_state(array(
))

ArrayObject {"0":1} [] \ArrayObject::__set_state(array(
   0 => 1,
))
0 
