--TEST--
SplStack, SplQueue, SplDoublyLinkedList
--FILE--
<?php
$s = new SplStack; $s->push(1); $s->push(2); $s[] = 3;
var_dump($s->top(), $s->bottom(), count($s), $s->isEmpty());
foreach ($s as $k => $v) echo "$k=>$v "; echo "\n";
var_dump($s->pop(), iterator_to_array($s));
var_dump($s);
$q = new SplQueue; $q->enqueue("a"); $q[] = "b"; $q->push("c");
foreach ($q as $k => $v) echo "$k=>$v "; echo "\n";
echo $q->dequeue(), count($q), $q[0], "\n";
foreach ([fn() => (new SplStack)->pop(), fn() => (new SplQueue)->dequeue(), fn() => (new SplStack)->top()] as $f) {
  try { $f(); } catch (RuntimeException $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
try { $q[10]; } catch (OutOfRangeException $e) { echo $e->getMessage(), "\n"; }
$l = new SplDoublyLinkedList; $l->push(1); $l->unshift(0); print_r(iterator_to_array($l));
--EXPECT--
int(3)
int(1)
int(3)
bool(false)
2=>3 1=>2 0=>1 
int(3)
array(2) {
  [1]=>
  int(2)
  [0]=>
  int(1)
}
object(SplStack)#1 (2) {
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
0=>a 1=>b 2=>c 
a2b
RuntimeException: Can't pop from an empty datastructure
RuntimeException: Can't shift from an empty datastructure
RuntimeException: Can't peek at an empty datastructure
SplDoublyLinkedList::offsetGet(): Argument #1 ($index) is out of range
Array
(
    [0] => 0
    [1] => 1
)
