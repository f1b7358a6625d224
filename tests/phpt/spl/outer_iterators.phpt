--TEST--
IteratorIterator, FilterIterator, CallbackFilterIterator over a generator, LimitIterator paging, InfiniteIterator
--FILE--
<?php
function gen() { foreach (range(1, 10) as $i) yield "k$i" => $i; }
foreach (new LimitIterator(new ArrayIterator(range('a', 'j')), 2, 3) as $k => $v) echo "$k=$v ";
echo "\n";
foreach (new CallbackFilterIterator(gen(), fn($v, $k) => $v % 3 == 0) as $k => $v) echo "$k=$v ";
echo "\n";
class OddFilter extends FilterIterator { public function accept(): bool { return $this->current() % 2 == 1; } }
echo implode(',', iterator_to_array(new OddFilter(new ArrayIterator([1, 2, 3, 4, 5])), false)), "\n";
var_dump(iterator_to_array(new OddFilter(new ArrayIterator(['a' => 1, 'b' => 2, 'c' => 3]))));
$n = 0; foreach (new InfiniteIterator(new ArrayIterator([1, 2, 3])) as $v) { echo $v; if (++$n >= 7) break; }
echo "\n";
$it = new IteratorIterator(new ArrayObject(['x' => 1, 'y' => 2]));
foreach ($it as $k => $v) echo "$k:$v ";
echo get_class($it->getInnerIterator()), "\n";
$lim = new LimitIterator(new ArrayIterator([1, 2, 3, 4]), 1);
foreach ($lim as $v) echo $v, '@', $lim->getPosition(), ' ';
echo "\n";
echo iterator_count(new LimitIterator(gen(), 0, 4)), "\n";
try { new LimitIterator(new ArrayIterator([]), -1); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
$pages = new LimitIterator(new ArrayIterator(range(1, 25)), 10, 10);
echo implode(' ', iterator_to_array($pages, false)), "\n";
--EXPECT--
2=c 3=d 4=e 
k3=3 k6=6 k9=9 
1,3,5
array(2) {
  ["a"]=>
  int(1)
  ["c"]=>
  int(3)
}
1231231
x:1 y:2 ArrayIterator
2@1 3@2 4@3 
4
LimitIterator::__construct(): Argument #2 ($offset) must be greater than or equal to 0
11 12 13 14 15 16 17 18 19 20
