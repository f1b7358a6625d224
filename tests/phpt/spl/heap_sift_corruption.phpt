--TEST--
SplHeap and SplPriorityQueue keep PHP's order over many elements; a compare() that throws mid-sift leaves the element placed and the heap corrupted until recoverFromCorruption()
--FILE--
<?php
$h = new SplMinHeap;
for ($i = 0; $i < 2000; $i++) { $h->insert(($i * 7919) % 1009); }
$prev = -1; $ok = true; $n = 0; $sum = 0;
while (!$h->isEmpty()) { $v = $h->extract(); if ($v < $prev) $ok = false; $prev = $v; $n++; $sum += $v; }
var_dump($ok, $n, $sum);
$pq = new SplPriorityQueue;
foreach (['a' => 3, 'b' => 1, 'c' => 3, 'd' => 2, 'e' => 3, 'f' => 1] as $d => $p) { $pq->insert($d, $p); }
$out = []; while ($pq->valid()) { $out[] = $pq->extract(); } echo implode(",", $out), "\n";
class Rev extends SplHeap {
    public $calls = 0;
    protected function compare($a, $b): int { $this->calls++; if ($a === 'boom' || $b === 'boom') throw new RuntimeException("no boom"); return strcmp($b, $a); }
}
$r = new Rev;
foreach (['pear', 'apple', 'fig', 'kiwi', 'banana'] as $w) { $r->insert($w); }
try { $r->insert('boom'); } catch (RuntimeException $e) { echo $e->getMessage(), "\n"; }
echo count($r), "\n";
var_dump($r->isCorrupted());
try { $r->top(); } catch (RuntimeException $e) { echo $e->getMessage(), "\n"; }
try { $r->insert('x'); } catch (RuntimeException $e) { echo $e->getMessage(), "\n"; }
var_dump($r->recoverFromCorruption(), $r->isCorrupted());
$r->insert('cherry');
try { foreach ($r as $w) { echo $w, " "; } } catch (RuntimeException $e) { echo "| ", $e->getMessage(), "\n"; }
echo count($r), "\n";
$m = new SplMaxHeap;
foreach ([[1, 'x'], [3, 'y'], [2, 'z'], [3, 'a']] as $e) { $m->insert($e); }
print_r($m->extract());
var_dump($m);
--EXPECT--
bool(true)
int(2000)
int(1008062)
a,e,c,d,f,b
no boom
6
bool(true)
Heap is corrupted, heap properties are no longer ensured.
Heap is corrupted, heap properties are no longer ensured.
bool(true)
bool(false)
apple banana | no boom
5
Array
(
    [0] => 3
    [1] => y
)
object(SplMaxHeap)#4 (3) {
  ["flags":"SplHeap":private]=>
  int(0)
  ["isCorrupted":"SplHeap":private]=>
  bool(false)
  ["heap":"SplHeap":private]=>
  array(3) {
    [0]=>
    array(2) {
      [0]=>
      int(3)
      [1]=>
      string(1) "a"
    }
    [1]=>
    array(2) {
      [0]=>
      int(1)
      [1]=>
      string(1) "x"
    }
    [2]=>
    array(2) {
      [0]=>
      int(2)
      [1]=>
      string(1) "z"
    }
  }
}
