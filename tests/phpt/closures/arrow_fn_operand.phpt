--TEST--
Arrow functions as operands: after ??, ?:, in ternary branches, with bodies spanning operators
--FILE--
<?php
function pick(?callable $f = null) {
    $f = $f ?? fn($x) => $x * 2 + 1;
    return $f(10);
}
echo pick(), " ", pick(fn($x) => $x - 1), "\n";
$neg = true;
$g = $neg ? fn($x) => -$x : fn($x) => $x;
echo $g(5), "\n";
$h = $neg ?: fn() => 0;
var_dump($h);
$between = fn($x) => $x > 0 && $x < 10 ? "in" : "out";
echo $between(5), $between(50), "\n";
$set = fn($v) => $GLOBALS['seen'] = $v . "!";
echo $set("a"), " ", $seen, "\n";
$cat = fn($a) => $a . "-" . strtoupper($a);
echo $cat("x"), "\n";
$fs = ['double' => fn($x) => $x * 2, 'square' => static fn($x) => $x ** 2];
echo $fs['double'](4), " ", $fs['square'](4), "\n";
echo (fn() => 1)() + 2, "\n";
$nested = fn($a) => fn($b) => $a + $b * 2;
echo $nested(1)(3), "\n";
echo implode(",", array_map(fn($x) => $x % 2 === 0 ? "even" : "odd", [1, 2])), "\n";
--EXPECT--
21 9
-5
bool(true)
inout
a! a!
x-X
8 16
3
7
odd,even
