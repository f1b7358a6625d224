--TEST--
RecursiveIteratorIterator over RecursiveArrayIterator and a user RecursiveIterator: leaves only, self first, child first, depth, flattening
--FILE--
<?php
$data = ['a' => 1, 'b' => ['c' => 2, 'd' => ['e' => 3, 'f' => []]], 'g' => 4];
foreach (new RecursiveIteratorIterator(new RecursiveArrayIterator($data)) as $k => $v) echo "$k=$v ";
echo "\n";
var_dump(iterator_to_array(new RecursiveIteratorIterator(new RecursiveArrayIterator([1, [2, [3, 4]], 5])), false));
$it = new RecursiveIteratorIterator(new RecursiveArrayIterator($data), RecursiveIteratorIterator::SELF_FIRST);
foreach ($it as $k => $v) echo str_repeat('  ', $it->getDepth()), $k, is_array($v) ? ':' : " = $v", "\n";
$it = new RecursiveIteratorIterator(new RecursiveArrayIterator($data), RecursiveIteratorIterator::CHILD_FIRST);
foreach ($it as $k => $v) echo $k, is_array($v) ? '[]' : "=$v", " ";
echo "\n";
function flatten(array $a): array { return iterator_to_array(new RecursiveIteratorIterator(new RecursiveArrayIterator($a)), false); }
echo implode(',', flatten([[1, 2], [3, [4, [5]]], 6])), "\n";
$menu = ['Home' => [], 'Products' => ['Phones' => ['iPhone' => [], 'Pixel' => []], 'Laptops' => []], 'About' => []];
$it = new RecursiveIteratorIterator(new RecursiveArrayIterator($menu), RecursiveIteratorIterator::SELF_FIRST);
foreach ($it as $name => $children) echo str_repeat('-', $it->getDepth() * 2), $name, "\n";
var_dump(new RecursiveArrayIterator([1]) instanceof RecursiveIterator, new RecursiveIteratorIterator(new RecursiveArrayIterator([])) instanceof OuterIterator);
echo count(iterator_to_array(new RecursiveIteratorIterator(new RecursiveArrayIterator([])))), "\n";
class Node implements RecursiveIterator {
    private int $i = 0;
    public function __construct(private array $kids) {}
    public function current(): mixed { return $this->kids[$this->i][0]; }
    public function key(): mixed { return $this->i; }
    public function next(): void { $this->i++; }
    public function rewind(): void { $this->i = 0; }
    public function valid(): bool { return $this->i < count($this->kids); }
    public function hasChildren(): bool { return !empty($this->kids[$this->i][1]); }
    public function getChildren(): ?RecursiveIterator { return new Node($this->kids[$this->i][1]); }
}
$tree = new Node([['root', [['a', [['a1', []]]], ['b', []]]], ['other', []]]);
$it = new RecursiveIteratorIterator($tree, RecursiveIteratorIterator::SELF_FIRST);
foreach ($it as $name) echo $it->getDepth(), ':', $name, ' ';
echo "\n";
try { new RecursiveIteratorIterator(new ArrayIterator([])); } catch (InvalidArgumentException $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
a=1 c=2 e=3 g=4 
array(5) {
  [0]=>
  int(1)
  [1]=>
  int(2)
  [2]=>
  int(3)
  [3]=>
  int(4)
  [4]=>
  int(5)
}
a = 1
b:
  c = 2
  d:
    e = 3
    f:
g = 4
a=1 c=2 e=3 f[] d[] b[] g=4 
1,2,3,4,5,6
Home
Products
--Phones
----iPhone
----Pixel
--Laptops
About
bool(true)
bool(true)
0
0:root 1:a 2:a1 1:b 0:other 
An instance of RecursiveIterator or IteratorAggregate creating it is required
