--TEST--
generators: keys, send, return values, yield from, finally on destruction, throw
--FILE--
<?php
function counter(int $start, int $end, int $step = 1): Generator {
    for ($i = $start; $i <= $end; $i += $step) {
        $cmd = yield $i;
        if ($cmd === 'stop') { return "stopped at $i"; }
    }
    return "done";
}
foreach (counter(1, 5, 2) as $k => $v) echo "$k:$v ";
echo "\n";
$g = counter(1, 10);
echo $g->current(), "\n";
echo $g->send('go'), "\n";
echo $g->send('stop') === null ? "null" : "val", "\n";
echo $g->getReturn(), "\n";
var_dump($g->valid());
function kv() { yield 'a' => 1; yield 'b' => 2; yield 3; }
foreach (kv() as $k => $v) echo "$k=$v ";
echo "\n";
function inner() { yield 1; yield 2; return 3; }
function outer() { $r = yield from inner(); yield $r; yield from ['x' => 10, 'y' => 20]; }
foreach (outer() as $k => $v) echo "$k=$v ";
echo "\n";
var_dump(iterator_to_array(outer(), false));
function fib() { [$a, $b] = [0, 1]; while (true) { yield $a; [$a, $b] = [$b, $a + $b]; } }
foreach (fib() as $i => $f) { if ($i >= 10) break; echo $f, " "; }
echo "\n";
$gen = (function () { try { yield 1; yield 2; } finally { echo "cleanup\n"; } })();
foreach ($gen as $v) { echo $v, "\n"; break; }
unset($gen);
echo "after\n";
function withKeys() { $x = yield; while (true) { $x = yield strtoupper($x); } }
$w = withKeys(); $w->current();
echo $w->send("hello"), " ", $w->send("world"), "\n";
$e = (function () { try { yield 1; } catch (Exception $e) { echo "caught ", $e->getMessage(), "\n"; yield 99; } })();
$e->current(); echo $e->throw(new Exception("boom")), "\n";
$lazy = (fn() => yield from [1, 2, 3])();
echo array_sum(iterator_to_array($lazy)), "\n";
var_dump($g instanceof Traversable, $g instanceof Iterator);
--EXPECT--
0:1 1:3 2:5 
1
2
null
stopped at 2
bool(false)
a=1 b=2 0=3 
0=1 1=2 0=3 x=10 y=20 
array(5) {
  [0]=>
  int(1)
  [1]=>
  int(2)
  [2]=>
  int(3)
  [3]=>
  int(10)
  [4]=>
  int(20)
}
0 1 1 2 3 5 8 13 21 34 
1
cleanup
after
HELLO WORLD
caught boom
99
6
bool(true)
bool(true)
