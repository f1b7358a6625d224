--TEST--
Named arguments collected by a typed variadic parameter are checked and coerced
--FILE--
<?php
function f(int ...$n) { var_dump($n); }
try { f(1, 2, b: "x"); } catch (Error $e) { echo $e->getMessage(), "\n"; }
try { f(a: "5", b: "x"); } catch (Error $e) { echo $e->getMessage(), "\n"; }
f(a: "5", b: 2.0);
function g($q, int ...$n) { return $n; }
try { g(1, 2, z: "x"); } catch (Error $e) { echo $e->getMessage(), "\n"; }
var_dump(g(...['q' => 1, 'k' => '7']));
$c = function (string ...$parts) { return implode(',', $parts); };
echo $c(...['x' => 1, 'y' => 2.5]), "\n";
try { $c(...['x' => []]); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
--EXPECTF--
f(): Argument #3 must be of type int, string given, called in %s on line 3
f(): Argument #1 must be of type int, string given, called in %s on line 4
array(2) {
  ["a"]=>
  int(5)
  ["b"]=>
  int(2)
}
g(): Argument #3 must be of type int, string given, called in %s on line 7
array(1) {
  ["k"]=>
  int(7)
}
1,2.5
{closure}(): Argument #1 must be of type string, array given, called in %s on line 11
