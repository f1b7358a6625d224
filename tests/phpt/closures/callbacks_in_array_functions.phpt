--TEST--
closures as callbacks for array_map, array_filter, usort and array_reduce
--FILE--
<?php
$people = [
    ['name' => 'Ann', 'age' => 31],
    ['name' => 'Bob', 'age' => 25],
    ['name' => 'Cy', 'age' => 35],
];
$minAge = 30;
$older = array_filter($people, function ($p) use ($minAge) { return $p['age'] >= $minAge; });
echo implode(",", array_column($older, 'name')), " keys:", implode(",", array_keys($older)), "\n";
usort($people, fn($a, $b) => $b['age'] <=> $a['age']);
echo implode(",", array_column($people, 'name')), "\n";
echo array_reduce($people, fn($carry, $p) => $carry + $p['age'], 0), "\n";
$byKey = array_filter(['a' => 1, 'b' => 2, 'c' => 3], fn($k) => $k != 'b', ARRAY_FILTER_USE_KEY);
$both = array_filter(['a' => 1, 'b' => 2, 'c' => 3], fn($v, $k) => $v > 1 && $k != 'c', ARRAY_FILTER_USE_BOTH);
print_r($byKey);
print_r($both);
print_r(array_map(fn($a, $b) => $a . $b, ['x', 'y'], [1, 2]));
$arr = [3, 1, 2];
array_walk($arr, function (&$v, $k, $mul) { $v = $v * $mul + $k; }, 10);
print_r($arr);
--EXPECT--
Ann,Cy keys:0,2
Cy,Ann,Bob
91
Array
(
    [a] => 1
    [c] => 3
)
Array
(
    [b] => 2
)
Array
(
    [0] => x1
    [1] => y2
)
Array
(
    [0] => 30
    [1] => 11
    [2] => 22
)
