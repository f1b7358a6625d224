--TEST--
SplStack, SplQueue, SplObjectStorage and SplPriorityQueue basics
--FILE--
<?php
$stack = new SplStack;
$stack->push(1);
$stack->push(2);
$stack->push(3);
echo $stack->pop(), $stack->top(), count($stack), "\n";
$q = new SplQueue;
$q->enqueue('a');
$q->enqueue('b');
$q[] = 'c';
echo $q->dequeue(), count($q), "\n";
foreach ($q as $item) echo $item;
echo "\n";
$s = new SplObjectStorage;
$o1 = new stdClass;
$o2 = new stdClass;
$s->attach($o1, 'data1');
$s->attach($o2);
$s->attach($o1, 'replaced');
echo count($s), " ", $s[$o1], " ", var_export($s->contains($o2), true), "\n";
$s->detach($o2);
echo count($s), "\n";
$pq = new SplPriorityQueue;
$pq->insert('low', 1);
$pq->insert('high', 10);
$pq->insert('mid', 5);
while (!$pq->isEmpty()) echo $pq->extract(), " ";
echo "\n";
--EXPECT--
322
a2
bc
2 replaced true
1
high mid low
