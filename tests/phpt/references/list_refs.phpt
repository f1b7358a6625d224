--TEST--
destructuring with references
--FILE--
<?php
$pair = [1, [2, 3]];
[&$a, [, &$c]] = $pair;
$a = 'A';
$c = 'C';
echo json_encode($pair), "\n";
$rows = [['x' => 1], ['x' => 2]];
foreach ($rows as ['x' => &$x]) {
    $x *= 100;
}
unset($x);
echo json_encode($rows), "\n";
$arr = [1, 2];
[$p, &$q] = $arr;
$q = 'two';
print_r($arr);
--EXPECT--
["A",[2,"C"]]
[{"x":100},{"x":200}]
Array
(
    [0] => 1
    [1] => two
)
