--TEST--
substr_replace on strings and arrays
--FILE--
<?php
var_dump(substr_replace("Hello", "J", 0, 1), substr_replace("abc", "X", -1, 0), substr_replace("abc", "X", 1), substr_replace("abc", "X", 10, 2), substr_replace("abcdef", "###", 1, -2), substr_replace("abc", ["Z"], 1));
print_r(substr_replace(["abc", "def"], ["X", "Y"], [1, 2], 1));
print_r(substr_replace(["abc", "def"], "X", 1, [0, 1]));
print_r(substr_replace(["a" => "abc", "b" => "def"], ["X"], 0, 0));
try { substr_replace("abc", "x", [1]); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
string(5) "Jello"
string(4) "abXc"
string(2) "aX"
string(4) "abcX"
string(6) "a###ef"
string(2) "aZ"
Array
(
    [0] => aXc
    [1] => deY
)
Array
(
    [0] => aXbc
    [1] => dXf
)
Array
(
    [a] => Xabc
    [b] => def
)
substr_replace(): Argument #3 ($offset) cannot be an array when working on a single string
