--TEST--
foreach and yield from over a Traversable hold a handle number; yield from an Iterator is lazy
--FILE--
<?php
$a = new ArrayObject([1]);
foreach ($a as $v) { var_dump(new stdClass); }
$s = new SplStack; $s->push(1);
foreach ($s as $v) { var_dump(new stdClass); }
$st = new SplObjectStorage; $st->attach(new stdClass);
foreach ($st as $v) { var_dump(new stdClass); }
$q = new SplPriorityQueue; $q->insert(1, 1);
foreach ($q as $v) { var_dump(new stdClass); }
class Agg implements IteratorAggregate { function getIterator(): Iterator { return new ArrayIterator([1]); } }
foreach (new Agg as $v) { var_dump(new stdClass); }
var_dump(new stdClass);
class Agg2 implements IteratorAggregate { function getIterator(): Generator { yield 1; } }
$x = new Agg2;
foreach ($x as $v) { var_dump(new stdClass); }
function g() { yield 1; }
foreach (g() as $v) {}
$a = new stdClass; $b = new stdClass;
var_dump($a, $b);
unset($a, $b);
echo "--\n";
$it = new ArrayIterator([1,2]);
echo count(iterator_to_array($it)), "\n";
var_dump(new stdClass);
function h() { yield from new ArrayIterator([1]); yield new stdClass; }
foreach (h() as $v) var_dump($v);
function k() { yield from g(); yield new stdClass; }
foreach (k() as $v) var_dump($v);
class It2 implements Iterator { private $i = 0; function current(): mixed { echo "cur\n"; return $this->i; } function key(): mixed { return $this->i; } function next(): void { echo "next\n"; $this->i++; } function rewind(): void { echo "rew\n"; $this->i = 0; } function valid(): bool { return $this->i < 3; } }
function g3() { $r = yield from new It2; echo "ret "; var_dump($r); }
foreach (g3() as $k => $v) echo "$k=$v\n";
function g4() { yield 0; yield from new It2; }
foreach (g4() as $k => $v) echo "$k=$v\n";
--EXPECT--
object(stdClass)#4 (0) {
}
object(stdClass)#4 (0) {
}
object(stdClass)#6 (0) {
}
object(stdClass)#7 (0) {
}
object(stdClass)#6 (0) {
}
object(stdClass)#8 (0) {
}
object(stdClass)#9 (0) {
}
object(stdClass)#7 (0) {
}
object(stdClass)#1 (0) {
}
--
2
object(stdClass)#7 (0) {
}
int(1)
object(stdClass)#10 (0) {
}
int(1)
object(stdClass)#9 (0) {
}
rew
cur
0=0
next
cur
1=1
next
cur
2=2
next
ret NULL
0=0
rew
cur
0=0
next
cur
1=1
next
cur
2=2
next
