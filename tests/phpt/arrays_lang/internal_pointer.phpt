--TEST--
current, key, next, prev, reset and end
--FILE--
<?php
$arr = ['a' => 1, 'b' => 2, 'c' => 3];
var_dump(current($arr), key($arr));
next($arr);
var_dump(current($arr), key($arr));
end($arr);
var_dump(key($arr));
var_dump(next($arr), key($arr), current($arr));
reset($arr);
var_dump(current($arr));
prev($arr);
var_dump(current($arr));
$empty = [];
var_dump(current($empty), end($empty), reset($empty), key($empty));
$copy = ['x', 'y'];
next($copy);
$c2 = $copy;
var_dump(current($c2));
--EXPECT--
int(1)
string(1) "a"
int(2)
string(1) "b"
string(1) "c"
bool(false)
NULL
bool(false)
int(1)
bool(false)
bool(false)
bool(false)
bool(false)
NULL
string(1) "y"
