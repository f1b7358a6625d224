--TEST--
union, equality and identity of arrays
--FILE--
<?php
$a = ['a' => 1, 'b' => 2];
$b = ['b' => 'B', 'c' => 'C'];
print_r($a + $b);
print_r([1, 2] + [5, 6, 7]);
var_dump([1, 2] == [1, 2], [1, 2] == ['1', '2'], [1, 2] === ['1', '2']);
var_dump(['a' => 1, 'b' => 2] == ['b' => 2, 'a' => 1], ['a' => 1, 'b' => 2] === ['b' => 2, 'a' => 1]);
var_dump([0 => 'a'] == ['a'], [] == [], [null] == [0]);
var_dump([1, 2, 3] > [1, 2], [1, 3] > [1, 2, 0]);
$x = [1];
$x += [5, 6];
print_r($x);
--EXPECT--
Array
(
    [a] => 1
    [b] => 2
    [c] => C
)
Array
(
    [0] => 1
    [1] => 2
    [2] => 7
)
bool(true)
bool(true)
bool(false)
bool(true)
bool(false)
bool(true)
bool(true)
bool(true)
bool(true)
bool(false)
Array
(
    [0] => 1
    [1] => 6
)
