--TEST--
SplDoublyLinkedList, SplQueue and SplStack serialize as [flags, elements, properties] and read back
--FILE--
<?php
$ll = new SplDoublyLinkedList; $ll->push(1); $ll->push('b');
echo $s1 = serialize($ll), "\n";
$q = new SplQueue; $q->enqueue(5); $q->enqueue([1]); echo $s2 = serialize($q), "\n";
$st = new SplStack; $st->push('x'); echo $s3 = serialize($st), "\n";
var_dump(unserialize($s1), unserialize($s2));
$u = unserialize($s3); echo $u->pop(), count($u), get_class($u), "\n";
$q2 = unserialize($s2); echo $q2->dequeue(), "\n";
--EXPECT--
O:19:"SplDoublyLinkedList":3:{i:0;i:0;i:1;a:2:{i:0;i:1;i:1;s:1:"b";}i:2;a:0:{}}
O:8:"SplQueue":3:{i:0;i:4;i:1;a:2:{i:0;i:5;i:1;a:1:{i:0;i:1;}}i:2;a:0:{}}
O:8:"SplStack":3:{i:0;i:6;i:1;a:1:{i:0;s:1:"x";}i:2;a:0:{}}
object(SplDoublyLinkedList)#4 (2) {
  ["flags":"SplDoublyLinkedList":private]=>
  int(0)
  ["dllist":"SplDoublyLinkedList":private]=>
  array(2) {
    [0]=>
    int(1)
    [1]=>
    string(1) "b"
  }
}
object(SplQueue)#5 (2) {
  ["flags":"SplDoublyLinkedList":private]=>
  int(4)
  ["dllist":"SplDoublyLinkedList":private]=>
  array(2) {
    [0]=>
    int(5)
    [1]=>
    array(1) {
      [0]=>
      int(1)
    }
  }
}
x0SplStack
5
