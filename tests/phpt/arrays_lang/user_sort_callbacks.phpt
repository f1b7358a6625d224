--TEST--
user comparison callbacks of every kind, called many times by one sort
--FILE--
<?php
// User comparison callbacks: closures, strings, static methods, bound closures, throwing.
$a = [5, 3, 9, 1, 7];
usort($a, fn($x, $y) => $x <=> $y);
echo implode(",", $a), "\n";
usort($a, 'cmp_desc');
function cmp_desc($x, $y) { return $y - $x; }
echo implode(",", $a), "\n";
class Sorter {
    public int $calls = 0;
    public static function byLen($x, $y) { return strlen($x) <=> strlen($y); }
    public function count($x, $y) { $this->calls++; return $x <=> $y; }
    public function closure() { return function ($x, $y) { $this->calls++; return $y <=> $x; }; }
}
$w = ["ccc", "a", "bb", "dddd"];
usort($w, ['Sorter', 'byLen']);
echo implode(",", $w), "\n";
usort($w, 'Sorter::byLen');
$s = new Sorter;
uasort($w, [$s, 'count']);
print_r($w);
uksort($w, $s->closure());
print_r($w);
echo $s->calls > 0 ? "counted\n" : "no\n";
$b = ["b" => 2, "a" => 1, "c" => 3];
uksort($b, fn($x, $y) => strcmp($x, $y));
print_r($b);
$c = [3, 1, 2];
usort($c, fn($x, $y) => $x > $y);
echo implode(",", $c), "\n";
function variadic_cmp(...$xs) { return $xs[0] <=> $xs[1]; }
usort($c, 'variadic_cmp');
echo implode(",", $c), "\n";
$d = [3, 1, 2];
usort($d, function (int $x, int $y = 0, $z = "unused") { return $y <=> $x; });
echo implode(",", $d), "\n";
try {
    usort($d, function ($x, $y) { throw new LogicException("stop"); });
} catch (LogicException $e) {
    echo $e->getMessage(), "\n", $e->getTraceAsString(), "\n";
}
$gen = function ($x, $y) { static $n = 0; $n++; return $x <=> $y; };
usort($d, $gen);
usort($d, $gen);
echo implode(",", $d), "\n";
var_dump(array_udiff([1, 5, 3], [3], fn($x, $y) => $x <=> $y));
var_dump(array_uintersect_assoc(["a" => "X", "b" => "y"], ["a" => "x"], 'strcasecmp'));
--EXPECTF--
1,3,5,7,9
9,7,5,3,1
a,bb,ccc,dddd
Array
(
    [0] => a
    [1] => bb
    [2] => ccc
    [3] => dddd
)
Array
(
    [3] => dddd
    [2] => ccc
    [1] => bb
    [0] => a
)
counted
Array
(
    [a] => 1
    [b] => 2
    [c] => 3
)

Deprecated: usort(): Returning bool from comparison function is deprecated, return an integer less than, equal to, or greater than zero in %s on line 29
1,2,3
1,2,3
3,2,1
stop
#0 [internal function]: {closure}(3, 2)
#1 %s(38): usort(Array, Object(Closure))
#2 {main}
1,2,3
array(2) {
  [0]=>
  int(1)
  [1]=>
  int(5)
}
array(1) {
  ["a"]=>
  string(1) "X"
}
