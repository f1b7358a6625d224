--TEST--
closures capturing loop variables by reference versus by value
--FILE--
<?php
$byValue = [];
$byRef = [];
for ($i = 0; $i < 3; $i++) {
    $byValue[] = function () use ($i) { return $i; };
    $byRef[] = function () use (&$i) { return $i; };
}
echo implode(",", array_map(fn($f) => $f(), $byValue)), "\n";
echo implode(",", array_map(fn($f) => $f(), $byRef)), "\n";
$total = 0;
$arr = [1, 2, 3];
array_walk($arr, function ($v) use (&$total) { $total += $v; });
echo $total, "\n";
--EXPECT--
0,1,2
3,3,3
6
