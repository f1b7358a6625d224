--TEST--
strtr byte map and array form (longest match first)
--FILE--
<?php
var_dump(strtr("abc", "ab", "x"), strtr("Hi all, I said hello", ["Hi" => "Hello", "hello" => "hi", "Hello" => "x"]), strtr("abc", []), strtr("1 2 3", [1 => "one", 2 => "two"]), strtr("aaa", ["a" => "b", "aa" => "c"]));
var_dump(strtr("abc", ["" => "x", "a" => "y"]));
try { strtr("abc", "ab"); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
--EXPECTF--
string(3) "xbc"
string(20) "Hello all, I said hi"
string(3) "abc"
string(9) "one two 3"
string(2) "cb"

Warning: strtr(): Ignoring replacement of empty string in %s on line 3
string(3) "ybc"
strtr(): Argument #2 ($from) must be of type array, string given
