--TEST--
Wrapping SPL iterators hold the handle numbers of PHP's internal iterators (object ids after them were one too low)
--FILE--
<?php
// Object ids seen after wrapping iterators: each wrapper holds PHP's internal
// iterator over the one it wraps, and RecursiveIteratorIterator one per level.
function fresh($n) {
    $objs = [];
    for ($i = 0; $i < $n; $i++) $objs[] = new stdClass;
    $s = implode(",", array_map('spl_object_id', $objs));
    while ($objs) array_pop($objs);
    return $s;
}
$filtered = new CallbackFilterIterator(new ArrayIterator([1, 2, 3, 4]), fn($v) => $v % 2 == 0);
echo "filter: ", fresh(2), "\n";
foreach ($filtered as $v) echo "  $v -> ", fresh(1), "\n";
unset($filtered);
echo "after filter: ", fresh(4), "\n";

$chain = new AppendIterator();
echo "append: ", fresh(1), "\n";
$chain->append(new ArrayIterator(['x', 'y']));
$chain->append(new ArrayIterator(['z']));
foreach ($chain as $v) echo "  $v -> ", fresh(1), "\n";
unset($chain);
echo "after append: ", fresh(6), "\n";

$tree = ['root' => ['left' => ['leaf' => 1], 'right' => 2], 'tail' => 3];
$walk = new RecursiveIteratorIterator(new RecursiveArrayIterator($tree));
foreach ($walk as $k => $v) {
    echo "  $k at depth ", $walk->getDepth(), " -> ", fresh(2), "\n";
}
unset($walk);
echo "after walk: ", fresh(5), "\n";
$limited = new LimitIterator(new ArrayIterator(range(1, 5)), 1, 2);
var_dump(new stdClass);
--EXPECT--
filter: 5,6
  2 -> 6
  4 -> 6
after filter: 1,3,2,4
append: 4
  x -> 8
  y -> 8
  z -> 8
after append: 1,3,6,4,2,7
  leaf at depth 2 -> 9,10
  right at depth 1 -> 8,5
  tail at depth 0 -> 7,2
after walk: 1,3,6,4,7
object(stdClass)#4 (0) {
}
