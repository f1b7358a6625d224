--TEST--
union and nullable parameter types with coercion
--FILE--
<?php
function show(int|string $v) { var_dump($v); }
show(5);
show("five");
show(5.0);
show(true);
try {
    show([]);
} catch (TypeError $e) {
    echo $e->getMessage(), "\n";
}
function num(int|float $n) { var_dump($n); }
num("42");
num("4.2");
num("1e3");
function opt(?int $x = null, int|null $y = 0) { var_dump($x, $y); }
opt();
opt(null, null);
function bf(bool|float $v) { var_dump($v); }
bf(5);
bf("abc");
function iter(iterable $i, object $o, mixed $m, callable $c) { echo gettype($i), " ", get_class($o), " ", gettype($m), " ", gettype($c), "\n"; }
iter([1], new stdClass, null, 'strlen');
--EXPECTF--
int(5)
string(4) "five"
int(5)
int(1)
show(): Argument #1 ($v) must be of type string|int, array given, called in %s on line 8
int(42)
float(4.2)
float(1000)
NULL
int(0)
NULL
NULL
float(5)
bool(true)
array stdClass NULL string
