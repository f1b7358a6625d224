--TEST--
the spread operator in array literals, with int and string keys
--FILE--
<?php
$a = [1, 2];
$b = ['x' => 'X', 3];
$c = [...$a, ...$b, 4, ...[5, 6]];
var_dump($c);
$defaults = ['color' => 'red', 'size' => 'M'];
$custom = ['size' => 'L'];
print_r([...$defaults, ...$custom]);
function gen() { yield 'k' => 'v'; yield 9; }
print_r([...gen()]);
print_r([0, ...[], ...new ArrayIterator(['it' => 1])]);
--EXPECT--
array(7) {
  [0]=>
  int(1)
  [1]=>
  int(2)
  ["x"]=>
  string(1) "X"
  [2]=>
  int(3)
  [3]=>
  int(4)
  [4]=>
  int(5)
  [5]=>
  int(6)
}
Array
(
    [color] => red
    [size] => L
)
Array
(
    [k] => v
    [0] => 9
)
Array
(
    [0] => 0
    [it] => 1
)
