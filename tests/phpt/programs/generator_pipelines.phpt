--TEST--
Generator pipelines, send, yield from, finally and rewinding errors
--FILE--
<?php
function fib(int $limit): Generator {
    [$a, $b] = [0, 1];
    while ($a <= $limit) {
        $cmd = yield $a;
        if ($cmd === 'reset') { [$a, $b] = [0, 1]; continue; }
        [$a, $b] = [$b, $a + $b];
    }
    return 'done';
}
$g = fib(50);
foreach ($g as $k => $v) echo "$k:$v ";
echo "\n", $g->getReturn(), "\n";
$g = fib(100);
echo $g->current(), $g->send('x'), $g->send('x'), $g->send('reset'), $g->send(null), "\n";

function kv() { yield 'a' => 1; yield 'b' => 2; yield 3; yield 10 => 4; yield 5; }
foreach (kv() as $k => $v) echo "$k=>$v ";
echo "\n";
function inner() { yield 1; yield 2; return 3; }
function outer() { $r = yield from inner(); yield $r; yield from [10, 20]; yield from new ArrayIterator(['x' => 'y']); }
foreach (outer() as $k => $v) echo "$k=>$v ";
echo "\n";
var_dump(iterator_to_array(outer(), false));
function lines(string $text) { foreach (explode("\n", $text) as $i => $l) { if (trim($l) === '') continue; yield $i + 1 => trim($l); } }
foreach (lines("a\n\n b \nc") as $n => $l) echo "$n:$l\n";
function map(callable $f, iterable $it) { foreach ($it as $k => $v) yield $k => $f($v); }
function filter(callable $f, iterable $it) { foreach ($it as $k => $v) if ($f($v)) yield $k => $v; }
function take(int $n, iterable $it) { foreach ($it as $k => $v) { if ($n-- <= 0) return; yield $k => $v; } }
function naturals() { $i = 1; while (true) yield $i++; }
echo implode(',', iterator_to_array(take(5, filter(fn($x) => $x % 3 === 0, map(fn($x) => $x * $x, naturals()))), false)), "\n";
$gen = (function () { try { yield 1; yield 2; } finally { echo "cleanup\n"; } })();
foreach ($gen as $v) { echo $v, "\n"; break; }
unset($gen);
echo "after unset\n";
$g = (function () { try { $x = yield 1; echo "got $x\n"; } catch (Exception $e) { echo "caught ", $e->getMessage(), "\n"; yield 99; } })();
$g->current();
echo $g->throw(new Exception('boom')), "\n";
$g = (fn() => yield from [1, 2, 3])();
echo get_class($g), ' ', implode(',', iterator_to_array($g)), "\n";
$gen = fib(10);
echo $gen->key(), ' ', $gen->valid() ? 'valid' : 'invalid', "\n";
foreach ($gen as $_) {}
var_dump($gen->valid(), $gen->current());
try { $gen->rewind(); echo "rewind ok\n"; } catch (Exception $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; }
function counter() { $count = 0; while (true) { $inc = yield $count; $count += $inc ?? 1; } }
$c = counter();
$c->current(); $c->send(5); $c->next(); echo $c->current(), "\n";
function genWithKeys() { $data = ['x' => 1, 'y' => 2]; foreach ($data as $k => &$v) { yield $k => $v; } }
foreach (genWithKeys() as $k => $v) echo "$k$v";
echo "\n";
$lazy = (function () { echo "started\n"; yield 1; })();
echo "before\n";
foreach ($lazy as $v) echo $v, "\n";
$g = fib(3);
foreach ($g as $v) { if ($v == 1) break; }
foreach ($g as $v) echo "resume $v\n";
--EXPECTF--
0:0 1:1 2:1 3:2 4:3 5:5 6:8 7:13 8:21 9:34 
done
01101
a=>1 b=>2 0=>3 10=>4 11=>5 
0=>1 1=>2 0=>3 0=>10 1=>20 x=>y 
array(6) {
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
  [5]=>
  string(1) "y"
}
1:a
3:b
4:c
9,36,81,144,225
1
cleanup
after unset
caught boom
99
Generator 1,2,3
0 valid
bool(false)
NULL
Exception: Cannot rewind a generator that was already run
6
x1y2
before
started
1

Fatal error: Uncaught Exception: Cannot rewind a generator that was already run in %s:57
Stack trace:
#0 {main}
  thrown in %s on line 57
