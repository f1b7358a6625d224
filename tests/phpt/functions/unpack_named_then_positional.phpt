--TEST--
Argument unpacking: a positional element fails only after a named one of the same unpacked value; keys must be int or string
--FILE--
<?php
function f(...$a) { var_dump($a); }
function g($x = 0, ...$a) { var_dump($x, $a); }
$n = ['a' => 1]; $p = [2];
try { f(...$n, ...$p); } catch (Error $e) { echo $e->getMessage(), "\n"; }
try { g(...$n, ...$p); } catch (Error $e) { echo $e->getMessage(), "\n"; }
try { f(...['a' => 1, 2]); } catch (Error $e) { echo $e->getMessage(), "\n"; }
try { f(...$n, ...[3]); } catch (Error $e) { echo $e->getMessage(), "\n"; }

function gen() { yield 'a' => 1; yield 2; }
function gen2() { yield 1.5 => 1; }
function gen3() { yield 1; yield 'b' => 2; }
$n = ['a' => 1];
try { f(...gen()); } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { f(...gen2()); } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
f(...gen3());
f(...$n, ...gen3());
try { f(...['x' => 1], ...['y' => 2, 3]); } catch (Error $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
array(2) {
  [0]=>
  int(2)
  ["a"]=>
  int(1)
}
int(2)
array(1) {
  ["a"]=>
  int(1)
}
Cannot use positional argument after named argument during unpacking
array(2) {
  [0]=>
  int(3)
  ["a"]=>
  int(1)
}
Error: Cannot use positional argument after named argument during unpacking
Error: Keys must be of type int|string during argument unpacking
array(2) {
  [0]=>
  int(1)
  ["b"]=>
  int(2)
}
array(3) {
  [0]=>
  int(1)
  ["a"]=>
  int(1)
  ["b"]=>
  int(2)
}
Cannot use positional argument after named argument during unpacking
