--TEST--
a value that is not a variable passed to a by-reference parameter: the error names the function and parameter
--FILE--
<?php
function f(&$a) { $a = 1; }
try { f(1 + 2); } catch (Error $e) { echo $e->getMessage(), "\n"; }
class A { function m(&$x) {} static function s(&$y) { $y[] = 1; return $y; } }
try { (new A)->m(5); } catch (Error $e) { echo $e->getMessage(), "\n"; }
try { sort([3, 1]); } catch (Error $e) { echo $e->getMessage(), "\n"; }
$f = "f";
try { $f(3); } catch (Error $e) { echo $e->getMessage(), "\n"; }
function v(&...$rest) {}
try { v($x, 2); } catch (Error $e) { echo $e->getMessage(), "\n"; }
function g() { return [3, 1, 2]; }
print_r(A::s(g()));
echo end(g()), "\n";
--EXPECTF--
f(): Argument #1 ($a) cannot be passed by reference
A::m(): Argument #1 ($x) cannot be passed by reference
sort(): Argument #1 ($array) cannot be passed by reference
f(): Argument #1 ($a) cannot be passed by reference
v(): Argument #2 cannot be passed by reference

Notice: Only variables should be passed by reference in %s on line 12
Array
(
    [0] => 3
    [1] => 1
    [2] => 2
    [3] => 1
)

Notice: Only variables should be passed by reference in %s on line 13
2
