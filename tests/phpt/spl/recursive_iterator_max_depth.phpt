--TEST--
RecursiveIteratorIterator::setMaxDepth() stops descending below a level (leaves-only mode skips the elements with children there)
--FILE--
<?php
$data = [1, [2, [3, [4]]], 5];
foreach ([RecursiveIteratorIterator::LEAVES_ONLY, RecursiveIteratorIterator::SELF_FIRST, RecursiveIteratorIterator::CHILD_FIRST] as $mode) {
    $r = new RecursiveIteratorIterator(new RecursiveArrayIterator($data), $mode);
    var_dump($r->getMaxDepth());
    $r->setMaxDepth(1);
    var_dump($r->getMaxDepth());
    foreach ($r as $k => $v) echo $r->getDepth(), ':', $k, '=', is_array($v) ? 'Array' : $v, ' ';
    echo "\n";
}
$r->setMaxDepth(0);
echo implode(',', array_map(fn($v) => is_array($v) ? 'A' : $v, iterator_to_array($r, false))), "\n";
try { $r->setMaxDepth(-2); } catch (ValueError $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; }
$r->setMaxDepth();
var_dump($r->getMaxDepth());
--EXPECT--
bool(false)
int(1)
0:0=1 1:0=2 0:2=5 
bool(false)
int(1)
0:0=1 0:1=Array 1:0=2 1:1=Array 0:2=5 
bool(false)
int(1)
0:0=1 1:0=2 1:1=Array 0:1=Array 0:2=5 
1,A,5
ValueError: RecursiveIteratorIterator::setMaxDepth(): Argument #1 ($maxDepth) must be greater than or equal to -1
bool(false)
