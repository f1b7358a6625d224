--TEST--
An ArrayObject's iterator walks the live storage, so elements added or removed during foreach are seen
--FILE--
<?php
// An ArrayObject's iterator walks its storage as it is: elements added or removed
// during a foreach are seen.
$obj = new ArrayObject([1, 2, 3]);
foreach ($obj as $k => $v) { if ($k == 0) $obj[] = 4; echo $v; }
echo "\n";
$o2 = new ArrayObject(['a' => 1, 'b' => 2, 'c' => 3]);
foreach ($o2 as $k => $v) { if ($k === 'a') unset($o2['b']); echo "$k=$v "; }
echo "\n";
$it = $o2->getIterator();
$o2['d'] = 4;
foreach ($it as $k => $v) echo "$k=$v ";
echo "\n", count($o2), " ", iterator_count($o2->getIterator()), "\n";
$plain = new ArrayIterator([1, 2]);
foreach ($plain as $k => $v) { if ($k == 0) $plain[] = 3; echo $v; }
echo "\n";
--EXPECT--
1234
a=1 c=3 
a=1 c=3 d=4 
3 3
123
