--TEST--
iterator_to_array and duplicate keys from generators
--FILE--
<?php
function dupKeys() {
    yield 'a' => 1;
    yield 'a' => 2;
    yield 0 => 3;
    yield 0 => 4;
}
var_dump(iterator_to_array(dupKeys()));
var_dump(iterator_to_array(dupKeys(), false));
function inner() { yield 1; yield 2; }
function outer() { yield 0; yield from inner(); yield 3; }
var_dump(iterator_to_array(outer()));
--EXPECT--
array(2) {
  ["a"]=>
  int(2)
  [0]=>
  int(4)
}
array(4) {
  [0]=>
  int(1)
  [1]=>
  int(2)
  [2]=>
  int(3)
  [3]=>
  int(4)
}
array(2) {
  [0]=>
  int(1)
  [1]=>
  int(3)
}
