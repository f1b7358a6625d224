--TEST--
Callbacks of array_map, array_filter, array_reduce and usort: results, argument checks and traces
--FILE--
<?php
function boom($x) { throw new Exception("bad $x"); }
try { array_map(function ($v) { return boom($v); }, [1, 2]); } catch (Exception $e) { echo $e->getTraceAsString(), "\n"; }
try { usort($a, fn($x, $y) => boom($x)); } catch (Throwable $e) { echo get_class($e), $e->getMessage(), "\n"; }
$a = [3, 1, 2];
try { usort($a, fn($x, $y) => boom($x)); } catch (Throwable $e) { echo $e->getTraceAsString(), "\n"; }
try { array_filter([1], fn(int $x, $k) => $x); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { array_filter(["a"], fn(int $x) => $x); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n", $e->getTraceAsString(), "\n"; }
echo array_reduce([1, 2, 3], fn($c, $i) => $c + $i, 10), "\n";
print_r(array_filter([1, 2, 3, 4], fn($k) => $k % 2, ARRAY_FILTER_USE_KEY));
print_r(array_filter([1, 2, 3, 4], fn($v, $k) => $v > 1 && $k < 3, ARRAY_FILTER_USE_BOTH));
print_r(array_map(fn($x) => $x * 2, ['a' => 1, 'b' => 2]));
usort($a, fn($x, $y) => $x > $y); print_r($a);
function gen() { yield 1; }
print_r(array_map(function ($x) { static $n = 0; return ++$n . $x; }, [5, 6]));
print_r(array_map(fn(&$x) => $x, [1]));
--EXPECTF--
#0 %s(3): boom(1)
#1 [internal function]: {closure}(1)
#2 %s(3): array_map(Object(Closure), Array)
#3 {main}
TypeErrorusort(): Argument #1 ($array) must be of type array, null given
#0 %s(6): boom(3)
#1 [internal function]: {closure}(3, 1)
#2 %s(6): usort(Array, Object(Closure))
#3 {main}
ArgumentCountError: Too few arguments to function {closure}(), 1 passed and exactly 2 expected
TypeError: {closure}(): Argument #1 ($x) must be of type int, string given
#0 [internal function]: {closure}('a')
#1 %s(8): array_filter(Array, Object(Closure))
#2 {main}
16
Array
(
    [1] => 2
    [3] => 4
)
Array
(
    [1] => 2
    [2] => 3
)
Array
(
    [a] => 2
    [b] => 4
)

Deprecated: usort(): Returning bool from comparison function is deprecated, return an integer less than, equal to, or greater than zero in %s on line 13
Array
(
    [0] => 1
    [1] => 2
    [2] => 3
)
Array
(
    [0] => 15
    [1] => 26
)

Warning: {closure}(): Argument #1 ($x) must be passed by reference, value given in %s on line 16
Array
(
    [0] => 1
)
