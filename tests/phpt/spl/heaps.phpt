--TEST--
SplMinHeap, SplMaxHeap, SplPriorityQueue, user heaps
--FILE--
<?php
$h = new SplMinHeap; foreach ([5, 1, 3, 1] as $x) $h->insert($x);
foreach ($h as $k => $x) echo "$k:$x "; echo count($h), "\n";
$h = new SplMaxHeap; foreach ([5, 1, 3] as $x) $h->insert($x); echo $h->top(), $h->extract(), $h->extract(), "\n";
$q = new SplPriorityQueue; foreach (["a"=>1,"b"=>3,"c"=>1,"d"=>3,"e"=>2] as $v=>$p) $q->insert($v, $p);
echo count($q), " "; while (!$q->isEmpty()) echo $q->extract(); echo "\n";
$q = new SplPriorityQueue; $q->setExtractFlags(SplPriorityQueue::EXTR_BOTH); $q->insert("x", 10); print_r($q->extract());
class Rev extends SplHeap { protected function compare($a, $b): int { return strlen($a) - strlen($b); } }
$r = new Rev; foreach (["aaa", "a", "aa"] as $s) $r->insert($s); foreach ($r as $s) echo $s, " "; echo "\n";
try { (new SplMinHeap)->extract(); } catch (RuntimeException $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
3:1 2:1 1:3 0:5 0
553
5 bdeca
Array
(
    [data] => x
    [priority] => 10
)
aaa aa a 
Can't extract from an empty heap
