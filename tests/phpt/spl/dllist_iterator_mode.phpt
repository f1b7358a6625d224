--TEST--
SplDoublyLinkedList iterator modes (LIFO, delete), add, prev; frozen modes of SplStack
--FILE--
<?php
$s = new SplDoublyLinkedList();
$s->push(1); $s->push(2); $s->unshift(0); $s->add(1, 'x');
foreach ($s as $k => $v) echo "$k=>$v\n";
var_dump($s->getIteratorMode(), $s->setIteratorMode(SplDoublyLinkedList::IT_MODE_LIFO));
foreach ($s as $k => $v) echo "$k=>$v\n";
$s->setIteratorMode(SplDoublyLinkedList::IT_MODE_FIFO | SplDoublyLinkedList::IT_MODE_DELETE);
foreach ($s as $v) echo $v, " ";
echo "left: ", count($s), "\n";
$st = new SplStack; $st->push(1); $st->push(2);
var_dump($st->getIteratorMode());
try { $st->setIteratorMode(SplDoublyLinkedList::IT_MODE_FIFO); } catch (RuntimeException $e) { echo $e->getMessage(), "\n"; }
$q = new SplQueue; $q[] = 'a'; $q[] = 'b'; $q->setIteratorMode(SplDoublyLinkedList::IT_MODE_DELETE);
foreach ($q as $v) echo $v; echo count($q), "\n";
try { $q->add(5, 'z'); } catch (OutOfRangeException $e) { echo $e->getMessage(), "\n"; }
$l = new SplDoublyLinkedList; $l->push('a'); $l->push('b'); $l->push('c');
$l->rewind(); $l->next(); $l->next(); $l->prev(); echo $l->current(), "\n";
--EXPECT--
0=>0
1=>x
2=>1
3=>2
int(0)
int(2)
3=>2
2=>1
1=>x
0=>0
0 x 1 2 left: 0
int(6)
Iterators' LIFO/FIFO modes for SplStack/SplQueue objects are frozen
ab0
SplDoublyLinkedList::add(): Argument #1 ($index) is out of range
b
