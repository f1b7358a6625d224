--TEST--
SplFixedArray, SplHeap, SplPriorityQueue and ArrayIterator serialize in PHP 8.2's formats
--FILE--
<?php
$f = SplFixedArray::fromArray([1, 'two', [3]]);
echo $s = serialize($f), "\n";
$u = unserialize($s); var_dump($u, $u->getSize(), $u[2]);
echo serialize(new SplFixedArray(0)), "\n";
$h = new SplMinHeap; $h->insert(5); $h->insert(1);
echo $hs = serialize($h), "\n"; var_dump(unserialize($hs));
$pq = new SplPriorityQueue; $pq->insert('a', 1); echo serialize($pq), "\n"; var_dump(count(unserialize(serialize($pq))));
$ai = new ArrayIterator(['a' => 1, 'b' => [2]]); echo $as = serialize($ai), "\n"; $ua = unserialize($as); var_dump($ua); foreach ($ua as $k => $v) echo $k; echo "\n";
--EXPECT--
O:13:"SplFixedArray":3:{i:0;i:1;i:1;s:3:"two";i:2;a:1:{i:0;i:3;}}
object(SplFixedArray)#2 (3) {
  [0]=>
  int(1)
  [1]=>
  string(3) "two"
  [2]=>
  array(1) {
    [0]=>
    int(3)
  }
}
int(3)
array(1) {
  [0]=>
  int(3)
}
O:13:"SplFixedArray":0:{}
O:10:"SplMinHeap":0:{}
object(SplMinHeap)#4 (3) {
  ["flags":"SplHeap":private]=>
  int(0)
  ["isCorrupted":"SplHeap":private]=>
  bool(false)
  ["heap":"SplHeap":private]=>
  array(0) {
  }
}
O:16:"SplPriorityQueue":0:{}
int(0)
O:13:"ArrayIterator":4:{i:0;i:0;i:1;a:2:{s:1:"a";i:1;s:1:"b";a:1:{i:0;i:2;}}i:2;a:0:{}i:3;N;}
object(ArrayIterator)#6 (1) {
  ["storage":"ArrayIterator":private]=>
  array(2) {
    ["a"]=>
    int(1)
    ["b"]=>
    array(1) {
      [0]=>
      int(2)
    }
  }
}
ab
