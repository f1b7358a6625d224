--TEST--
foreach by value, by key, by reference and with destructuring
--FILE--
<?php
$data = ['x' => 1, 'y' => 2, 'z' => 3];
foreach ($data as $v) echo $v;
echo "\n";
foreach ($data as $k => $v) echo "$k:$v ";
echo "\n";
foreach ($data as &$v) {
    $v *= 10;
}
unset($v);
print_r($data);
$points = [[1, 2], [3, 4]];
foreach ($points as [$x, $y]) {
    echo "($x, $y) ";
}
echo "\n";
$rows = [['id' => 1, 'name' => 'a'], ['id' => 2, 'name' => 'b']];
foreach ($rows as ['id' => $id, 'name' => $name]) {
    echo "$id=$name ";
}
echo "\n";
foreach ([] as $nothing) {
    echo "never";
}
foreach ([[1, [2, 3]]] as [$a, [$b, $c]]) {
    echo $a + $b + $c, "\n";
}
--EXPECT--
123
x:1 y:2 z:3 
Array
(
    [x] => 10
    [y] => 20
    [z] => 30
)
(1, 2) (3, 4) 
1=a 2=b 
6
