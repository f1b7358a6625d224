--TEST--
Closures: binding, static closures, memoization, currying and reflection
--FILE--
<?php
class Counter {
    private int $count = 0;
    protected static string $label = 'base';
    public function incrementer(): Closure { return function (int $by = 1) { $this->count += $by; return $this->count; }; }
    public function arrow(): Closure { return fn() => $this->count * 10; }
    public function staticClosure(): Closure { return static function () { return isset($this) ? 'this' : 'no this'; }; }
    public static function label(): string { return static::$label; }
    public function lsb(): Closure { return fn() => static::class . ':' . static::label(); }
}
class Sub extends Counter { protected static string $label = 'sub'; }
$c = new Counter();
$inc = $c->incrementer();
echo $inc(), $inc(5), ' ', ($c->arrow())(), ' ', ($c->staticClosure())(), "\n";
$s = new Sub();
echo ($s->lsb())(), ' ', ($c->lsb())(), "\n";
$peek = fn() => $this->count;
echo Closure::bind($peek, $c, Counter::class)(), ' ', $peek->call($c), ' ', $peek->bindTo($s, Counter::class)(), "\n";
$unbound = function () { return get_class($this); };
try { $unbound(); } catch (Error $e) { echo $e->getMessage(), "\n"; }
$b = $unbound->bindTo(new ArrayObject([]));
echo $b(), "\n";
$adder = function ($x) { return $x + $this->base; };
$o1 = new class { public $base = 100; };
echo $adder->call($o1, 5), "\n";
$fnStatic = static fn($x) => $x * 2;
try { Closure::bind($fnStatic, new stdClass)(1); } catch (Error $e) { echo get_class($e), $e->getMessage(), "\n"; }
function makeCounter(): array {
    $n = 0;
    return ['inc' => function () use (&$n) { return ++$n; }, 'get' => function () use (&$n) { return $n; }, 'byval' => function () use ($n) { return $n; }];
}
$m = makeCounter();
$m['inc'](); $m['inc']();
echo $m['get'](), ' ', $m['byval'](), "\n";
$x = 1;
$byVal = function () use ($x) { return $x; };
$byArrow = fn() => $x;
$x = 2;
echo $byVal(), $byArrow(), "\n";
$fns = [];
for ($i = 0; $i < 3; $i++) { $fns[] = function () use ($i) { return $i; }; }
echo implode(',', array_map(fn($f) => $f(), $fns)), "\n";
$memo = function (callable $f) { $cache = []; return function (...$args) use ($f, &$cache) { $k = serialize($args); if (!isset($cache[$k])) { echo "[miss]"; $cache[$k] = $f(...$args); } return $cache[$k]; }; };
$slowSquare = $memo(fn($n) => $n * $n);
echo $slowSquare(4), $slowSquare(4), $slowSquare(5), "\n";
$fib = function (int $n) use (&$fib) { return $n < 2 ? $n : $fib($n - 1) + $fib($n - 2); };
echo $fib(15), "\n";
$curry = fn($f) => fn($a) => fn($b) => $f($a, $b);
echo $curry(fn($a, $b) => $a . $b)('x')('y'), "\n";
$pipeline = array_reduce([fn($s) => trim($s), 'strtoupper', fn($s) => str_replace(' ', '_', $s)], fn($carry, $fn) => fn($x) => $fn($carry($x)), fn($x) => $x);
echo $pipeline('  hello big world '), "\n";
$r = new ReflectionFunction($memo);
echo $r->getNumberOfParameters(), ' ', $r->getParameters()[0]->getName(), ' ', $r->isClosure() ? 'closure' : '', "\n";
echo (new ReflectionFunction(fn(int $a, string ...$rest): ?int => null))->getReturnType(), "\n";
$gen = function () { yield 1; yield 2; };
foreach ($gen() as $v) echo $v;
echo "\n";
$compose = fn(Closure ...$f) => fn($x) => array_reduce(array_reverse($f), fn($acc, $fn) => $fn($acc), $x);
echo $compose(fn($x) => $x + 1, fn($x) => $x * 2)(5), "\n";
$fromCallable = Closure::fromCallable('strrev'); echo $fromCallable('abc'), ' ';
$fromMethod = Closure::fromCallable([$c, 'incrementer']); echo get_class($fromMethod()), "\n";
var_dump($inc instanceof Closure, is_callable($inc), (new ReflectionFunction($inc))->getClosureThis() === $c);
echo implode(',', array_filter([1, 2, 3, 4, 5, 6], fn($n) => $n & 1)), "\n";
$arr = ['b' => 2, 'a' => 1];
uksort($arr, fn($a, $b) => strcmp($a, $b));
echo json_encode($arr), json_encode(array_map(fn($v) => $v * 2, $arr)), json_encode(array_map(fn($a, $b) => $a + $b, $arr, $arr)), "\n";
--EXPECTF--
16 60 no this
Sub:sub Counter:base
6 6 0
Using $this when not in object context
ArrayObject
105

Warning: Cannot bind an instance to a static closure in %s on line 27
ErrorValue of type null is not callable
2 0
11
0,1,2
[miss]1616[miss]25
610
xy
HELLO_BIG_WORLD
1 f closure
?int
12
11
cba Closure
bool(true)
bool(true)
bool(true)
1,3,5
{"a":1,"b":2}{"a":2,"b":4}[2,4]
