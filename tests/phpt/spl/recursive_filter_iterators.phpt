--TEST--
ParentIterator, RecursiveFilterIterator subclasses and RecursiveCallbackFilterIterator
--FILE--
<?php
$tree = ['a' => ['b' => 1, 'c' => ['d' => 2]], 'e' => 3, 'f' => ['g' => 4]];
$it = new RecursiveIteratorIterator(new ParentIterator(new RecursiveArrayIterator($tree)), RecursiveIteratorIterator::SELF_FIRST);
foreach ($it as $k => $v) echo str_repeat('  ', $it->getDepth()), $k, "\n";
class EvenFilter extends RecursiveFilterIterator {
    public function accept(): bool { return $this->hasChildren() || $this->current() % 2 === 0; }
}
$data = [1, 2, [3, 4, [5, 6]], 8];
foreach (new RecursiveIteratorIterator(new EvenFilter(new RecursiveArrayIterator($data))) as $v) echo $v, ' ';
echo "\n";
$f = new RecursiveCallbackFilterIterator(new RecursiveArrayIterator($tree), function ($cur, $key, $it) {
    return $it->hasChildren() || $cur > 1;
});
foreach (new RecursiveIteratorIterator($f) as $k => $v) echo "$k=$v ";
echo "\n";
var_dump((new ParentIterator(new RecursiveArrayIterator([])))->getInnerIterator() instanceof RecursiveArrayIterator);
--EXPECT--
a
  c
f
2 4 6 8 
d=2 e=3 g=4 
bool(true)
