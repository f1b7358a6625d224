--TEST--
generator pipeline: send, getReturn, yield from, finally on destroy, throw
--FILE--
<?php
function readLines(array $lines): Generator {
    foreach ($lines as $i => $l) {
        $cmd = yield $i => trim($l);
        if ($cmd === 'stop') { echo "stopping\n"; return "stopped at $i"; }
    }
    return "done";
}
function filterG(iterable $it, callable $f) { foreach ($it as $k => $v) if ($f($v)) yield $k => $v; }
function mapG(iterable $it, callable $f) { foreach ($it as $k => $v) yield $k => $f($v); }
function take(iterable $it, int $n) { if ($n <= 0) return; foreach ($it as $k => $v) { yield $k => $v; if (--$n <= 0) return; } }
function naturals() { $i = 1; while (true) yield $i++; }
$pipeline = take(mapG(filterG(naturals(), fn($x) => $x % 3 == 0), fn($x) => $x * $x), 5);
foreach ($pipeline as $k => $v) echo "$k=>$v ";
echo "\n";
$g = readLines([" a ", "b ", " c"]);
echo $g->key(), ":", $g->current(), "\n";
echo json_encode($g->send('go')), "\n";
echo $g->key(), "\n";
$g->send('stop');
var_dump($g->valid(), $g->getReturn());
function inner() { yield 1; yield 2; return 3; }
function outer() { $r = yield from inner(); yield $r; yield from [10, 20]; yield from new ArrayIterator(['x' => 'X']); }
foreach (outer() as $k => $v) echo "[$k:$v]";
echo "\n";
var_dump(iterator_to_array(outer(), false));
function kv() { yield 'a' => 1; yield 'b' => 2; yield 'a' => 3; }
var_dump(iterator_to_array(kv()));
$gen = (function() { try { yield 1; yield 2; } finally { echo "cleanup\n"; } })();
foreach ($gen as $v) { echo "got $v\n"; break; }
unset($gen);
echo "after\n";
$g2 = (function() { while (true) { try { $x = yield; echo "recv $x\n"; } catch (Exception $e) { echo "caught ", $e->getMessage(), "\n"; yield 'recovered'; } } })();
$g2->current();
$g2->send('hello');
echo $g2->throw(new Exception('oops')), "\n";
function fib() { [$a, $b] = [0, 1]; while (true) { yield $a; [$a, $b] = [$b, $a + $b]; } }
foreach (fib() as $i => $f) { if ($i >= 10) break; echo $f, " "; }
echo "\n";
$gen = (fn() => yield 5)();
var_dump($gen->current());
var_dump($gen instanceof Iterator, $gen instanceof Generator);
$lazy = function () { echo "start\n"; yield 1; };
$l = $lazy();
echo "created\n";
foreach ($l as $v) echo $v, "\n";
try { foreach ($l as $v) {} } catch (Exception $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
$counter = function(int $start) { $n = $start; while (true) { $reset = yield $n++; if ($reset) $n = $start; } };
$c = $counter(5); echo $c->current(); $c->next(); echo $c->current(); $c->send(true); echo $c->current(), "\n";
echo implode(',', iterator_to_array(take(naturals(), 3))), "\n";
var_dump(iterator_count(take(naturals(), 7)));
--EXPECT--
2=>9 5=>36 8=>81 11=>144 14=>225 
0:a
"b"
1
stopping
bool(false)
string(12) "stopped at 1"
[0:1][1:2][0:3][0:10][1:20][x:X]
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
  string(1) "X"
}
array(2) {
  ["a"]=>
  int(3)
  ["b"]=>
  int(2)
}
got 1
cleanup
after
recv hello
caught oops
recovered
0 1 1 2 3 5 8 13 21 34 
int(5)
bool(true)
bool(true)
created
start
1
Exception: Cannot traverse an already closed generator
565
1,2,3
int(7)
