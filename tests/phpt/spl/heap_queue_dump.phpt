--TEST--
heap queue dump
--FILE--
<?php
$h = new SplMinHeap; $h->insert(3); $h->insert(1); var_dump($h); print_r($h); echo "\n";
$q = new SplPriorityQueue; $q->insert('a', 2); $q->insert('b', 5); var_dump($q); echo $q->top(), "\n";
foreach ($q as $x) echo $x; echo count($q), "\n";
$s = new SplStack; $s->push(1); $s->push(2); var_dump($s); echo $s->top(), $s->pop(), count($s), "\n";
$qq = new SplQueue; $qq->enqueue('x'); $qq->enqueue('y'); foreach ($qq as $k=>$v) echo "$k=$v "; echo $qq->dequeue(), "\n";
$os = new SplObjectStorage; $o1 = new stdClass; $os[$o1] = 'data'; var_dump($os); echo count($os), "\n";
--EXPECT--
object(SplMinHeap)#1 (3) {
  ["flags":"SplHeap":private]=>
  int(0)
  ["isCorrupted":"SplHeap":private]=>
  bool(false)
  ["heap":"SplHeap":private]=>
  array(2) {
    [0]=>
    int(1)
    [1]=>
    int(3)
  }
}
SplMinHeap Object
(
    [flags:SplHeap:private] => 0
    [isCorrupted:SplHeap:private] => 
    [heap:SplHeap:private] => Array
        (
            [0] => 1
            [1] => 3
        )

)

object(SplPriorityQueue)#2 (3) {
  ["flags":"SplPriorityQueue":private]=>
  int(1)
  ["isCorrupted":"SplPriorityQueue":private]=>
  bool(false)
  ["heap":"SplPriorityQueue":private]=>
  array(2) {
    [0]=>
    array(2) {
      ["data"]=>
      string(1) "b"
      ["priority"]=>
      int(5)
    }
    [1]=>
    array(2) {
      ["data"]=>
      string(1) "a"
      ["priority"]=>
      int(2)
    }
  }
}
b
ba0
object(SplStack)#3 (2) {
  ["flags":"SplDoublyLinkedList":private]=>
  int(6)
  ["dllist":"SplDoublyLinkedList":private]=>
  array(2) {
    [0]=>
    int(1)
    [1]=>
    int(2)
  }
}
221
0=x 1=y x
object(SplObjectStorage)#5 (1) {
  ["storage":"SplObjectStorage":private]=>
  array(1) {
    [0]=>
    array(2) {
      ["obj"]=>
      object(stdClass)#6 (0) {
      }
      ["inf"]=>
      string(4) "data"
    }
  }
}
1
