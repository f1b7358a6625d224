--TEST--
An object with a private __invoke is still callable (after PHP's visibility warning)
--FILE--
<?php
class B { function __invoke(&$a, $b = 2) { $a++; return $a + $b; } }
$x = 1; $b = new B;
echo $b($x, b: 10), " $x\n";
try { $b(); } catch (ArgumentCountError $e) { echo $e->getMessage(), "\n"; }
class P { private function __invoke() { return "private"; } }
try { (new P)(); } catch (Error $e) { echo $e->getMessage(), "\n"; }
echo implode(",", array_map(new class { function __invoke($v) { return $v * 3; } }, [1, 2])), "\n";
--EXPECTF--

Warning: The magic method P::__invoke() must have public visibility in %s on line 6
12 2
Too few arguments to function B::__invoke(), 0 passed in %s on line 5 and at least 1 expected
3,6
