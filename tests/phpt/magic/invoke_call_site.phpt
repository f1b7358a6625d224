--TEST--
Calling an object with __invoke passes by-reference and named arguments and reports the call site in errors
--FILE--
<?php
class Adder { function __invoke(&$total, $step = 1) { $total += $step; return $total; } }
$add = new Adder; $t = 1;
echo $add($t, step: 10), " ", $t, "\n";
try { $add(); } catch (ArgumentCountError $e) { echo $e->getMessage(), "\n"; }
--EXPECTF--
11 11
Too few arguments to function Adder::__invoke(), 0 passed in %s on line 5 and at least 1 expected
