--TEST--
compact() warns about names that are not strings with the argument number; array_multisort names its first argument
--FILE--
<?php
function f() {
    $x = 1;
    $y = 'two';
    var_dump(compact('x', ['y', ['x', 5]], null, true, 1.5, 'nope'));
}
f();
$a = [3, 1];
foreach ([fn() => array_multisort($a, SORT_ASC, SORT_ASC), fn() => array_multisort($a, 99), fn() => array_multisort($a, "x"), fn() => array_multisort($z)] as $t) {
    try { $t(); } catch (Error $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; }
}
--EXPECTF--

Warning: compact(): Argument #2 must be string or array of strings, int given in %s on line 5

Warning: compact(): Argument #3 must be string or array of strings, null given in %s on line 5

Warning: compact(): Argument #4 must be string or array of strings, bool given in %s on line 5

Warning: compact(): Argument #5 must be string or array of strings, float given in %s on line 5

Warning: compact(): Undefined variable $nope in %s on line 5
array(2) {
  ["x"]=>
  int(1)
  ["y"]=>
  string(3) "two"
}
TypeError: array_multisort(): Argument #3 must be an array or a sort flag that has not already been specified
ValueError: array_multisort(): Argument #2 must be a valid sort flag
TypeError: array_multisort(): Argument #2 must be an array or a sort flag
TypeError: array_multisort(): Argument #1 ($array) must be an array or a sort flag
