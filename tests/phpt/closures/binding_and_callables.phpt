--TEST--
closure binding, use by reference, first-class callables, string/array callables, var_dump of closures
--FILE--
<?php
class Counter {
    private int $count = 0;
    protected string $name = "ctr";
    public function incrementer(): Closure { return function(int $by = 1) { $this->count += $by; return $this->count; }; }
    public static function make(): static { return new static(); }
}
$c = new Counter;
$inc = $c->incrementer();
$inc(); $inc(5);
echo $inc(), "\n";
$peek = fn() => $this->count;
$bound = Closure::bind($peek, $c, Counter::class);
echo $bound(), "\n";
$getName = function() { return $this->name; };
echo $getName->call($c), "\n";
$unbound = function() { return get_class($this); };
echo Closure::bind($unbound, new ArrayObject([]), null)(), "\n";
$mul = fn($x) => fn($y) => $x * $y;
echo $mul(3)(4), "\n";
$total = 0;
$add = function($x) use (&$total) { $total += $x; };
array_map($add, [1, 2, 3]);
echo $total, "\n";
$v = 1;
$byVal = function() use ($v) { return $v; };
$v = 2;
echo $byVal(), "\n";
$compose = fn(callable ...$fs) => fn($x) => array_reduce($fs, fn($acc, $f) => $f($acc), $x);
echo $compose('trim', 'strtoupper', fn($s) => "$s!")("  hi "), "\n";
$strlen = strlen(...);
echo $strlen("four"), "\n";
class MathOps { public static function square($x) { return $x * $x; } public function cube($x) { return $x ** 3; } }
$sq = MathOps::square(...);
$cu = (new MathOps)->cube(...);
echo implode(",", array_map($sq, [1, 2, 3])), " ", $cu(2), "\n";
echo implode(",", array_map([MathOps::class, 'square'], [4])), " ", call_user_func_array([new MathOps, 'cube'], [3]), " ", call_user_func('MathOps::square', 5), "\n";
$f = Closure::fromCallable('ucfirst');
echo $f("hello"), "\n";
function counter() { static $n = 0; return ++$n; }
counter(); counter();
echo counter(), "\n";
$memo = function($n) use (&$memo) { static $cache = []; if ($n < 2) return $n; return $cache[$n] ??= $memo($n - 1) + $memo($n - 2); };
echo $memo(30), "\n";
$arr = ['b' => 2, 'a' => 1, 'c' => 3];
$filtered = array_filter($arr, fn($v, $k) => $v > 1 && $k != 'c', ARRAY_FILTER_USE_BOTH);
print_r($filtered);
print_r(array_filter($arr, fn($k) => $k > 'a', ARRAY_FILTER_USE_KEY));
print_r(array_map(fn($a, $b) => "$a$b", ['x', 'y'], [1, 2]));
print_r(array_map(null, [1, 2], ['a', 'b']));
print_r(array_map(fn($v) => $v * 2, $arr));
array_walk($arr, function(&$v, $k, $p) { $v = "$p$k=$v"; }, '#');
print_r($arr);
var_dump($inc);
var_dump(fn($x, &$y, ...$z) => 1);
$s = static fn() => isset($this);
var_dump($s());
--EXPECT--
7
7
ctr
ArrayObject
12
6
1
HI!
4
1,4,9 8
16 27 25
Hello
3
832040
Array
(
    [b] => 2
)
Array
(
    [b] => 2
    [c] => 3
)
Array
(
    [0] => x1
    [1] => y2
)
Array
(
    [0] => Array
        (
            [0] => 1
            [1] => a
        )

    [1] => Array
        (
            [0] => 2
            [1] => b
        )

)
Array
(
    [b] => 4
    [a] => 2
    [c] => 6
)
Array
(
    [b] => #b=2
    [a] => #a=1
    [c] => #c=3
)
object(Closure)#2 (2) {
  ["this"]=>
  object(Counter)#1 (2) {
    ["count":"Counter":private]=>
    int(7)
    ["name":protected]=>
    string(3) "ctr"
  }
  ["parameter"]=>
  array(1) {
    ["$by"]=>
    string(10) "<optional>"
  }
}
object(Closure)#17 (1) {
  ["parameter"]=>
  array(3) {
    ["$x"]=>
    string(10) "<required>"
    ["&$y"]=>
    string(10) "<required>"
    ["$z"]=>
    string(10) "<optional>"
  }
}
bool(false)
