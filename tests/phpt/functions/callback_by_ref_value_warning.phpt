--TEST--
A builtin calling a callback with by-reference parameters warns for each value passed where a reference is wanted
--FILE--
<?php
function inc(&$x) { $x++; return $x; }
class A { function m(&$x) { return $x * 2; } static function s($a, &...$r) { return count($r); } }
$v = 1;
echo call_user_func('inc', $v), " $v\n";
echo call_user_func_array('inc', [&$v]), " $v\n";
print_r(array_map('inc', [1, 2]));
$arr = [1, 2];
array_walk($arr, function (&$x) { $x *= 10; });
print_r($arr);
print_r(array_map([new A, 'm'], [1]));
echo call_user_func('A::s', 1, 2, 3), "\n";
echo call_user_func_array([new A, 'm'], ['x' => 5]), "\n";
$f = function (&$z) { $z = 9; };
call_user_func($f, $v);
echo $v, "\n";
--EXPECTF--

Warning: inc(): Argument #1 ($x) must be passed by reference, value given in %s on line 5
2 1
2 2

Warning: inc(): Argument #1 ($x) must be passed by reference, value given in %s on line 7

Warning: inc(): Argument #1 ($x) must be passed by reference, value given in %s on line 7
Array
(
    [0] => 2
    [1] => 3
)
Array
(
    [0] => 10
    [1] => 20
)

Warning: A::m(): Argument #1 ($x) must be passed by reference, value given in %s on line 11
Array
(
    [0] => 2
)

Warning: A::s(): Argument #2 must be passed by reference, value given in %s on line 12

Warning: A::s(): Argument #3 must be passed by reference, value given in %s on line 12
2

Warning: A::m(): Argument #1 ($x) must be passed by reference, value given in %s on line 13
10

Warning: {closure}(): Argument #1 ($z) must be passed by reference, value given in %s on line 15
2
