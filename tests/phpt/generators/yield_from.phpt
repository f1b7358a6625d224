--TEST--
yield from arrays, iterators and generators, with keys and the inner return value
--FILE--
<?php
function inner() {
    yield 1;
    yield 2;
    return "inner-result";
}
function outer() {
    yield 0;
    $r = yield from inner();
    echo "[inner returned $r]";
    yield from ['x' => 'a', 'y' => 'b'];
    yield from new ArrayIterator([7, 8]);
    yield 9;
}
foreach (outer() as $k => $v) {
    echo "$k=$v ";
}
echo "\n";
var_dump(iterator_to_array(outer(), false));
function tree($node, $depth = 0) {
    yield str_repeat('-', $depth) . $node['name'];
    foreach ($node['kids'] ?? [] as $kid) {
        yield from tree($kid, $depth + 1);
    }
}
$t = ['name' => 'root', 'kids' => [['name' => 'a', 'kids' => [['name' => 'a1']]], ['name' => 'b']]];
echo implode(" ", iterator_to_array(tree($t), false)), "\n";
--EXPECT--
0=0 0=1 1=2 [inner returned inner-result]x=a y=b 0=7 1=8 1=9 
[inner returned inner-result]array(8) {
  [0]=>
  int(0)
  [1]=>
  int(1)
  [2]=>
  int(2)
  [3]=>
  string(1) "a"
  [4]=>
  string(1) "b"
  [5]=>
  int(7)
  [6]=>
  int(8)
  [7]=>
  int(9)
}
root -a --a1 -b
