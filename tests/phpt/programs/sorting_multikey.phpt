--TEST--
Multi-key sorting with usort, uasort, array_multisort and natural orders
--FILE--
<?php
$people = [
    ['name' => 'Alice', 'age' => 30, 'city' => 'Paris'],
    ['name' => 'bob', 'age' => 25, 'city' => 'London'],
    ['name' => 'Charlie', 'age' => 30, 'city' => 'Berlin'],
    ['name' => 'dave', 'age' => 25, 'city' => 'Paris'],
    ['name' => 'Eve', 'age' => 35, 'city' => 'London'],
];
usort($people, function ($a, $b) {
    return [$b['age'], $a['name']] <=> [$a['age'], $b['name']];
});
foreach ($people as $p) printf("%-8s %3d %s\n", $p['name'], $p['age'], $p['city']);
echo "---\n";
$byCity = $people;
uasort($byCity, fn($a, $b) => strcmp($a['city'], $b['city']) ?: $a['age'] - $b['age']);
print_r(array_keys($byCity));
$ages = array_column($people, 'age');
$names = array_column($people, 'name');
array_multisort($ages, SORT_ASC, $names, SORT_DESC, SORT_STRING | SORT_FLAG_CASE, $people);
echo implode(',', array_column($people, 'name')), "\n";
$data = [3 => 'c', 1 => 'a', 2 => 'b', 10 => 'j'];
ksort($data); echo json_encode($data), "\n";
krsort($data); echo json_encode($data), "\n";
$mixed = ['10', 9, '9a', 1.5, 'abc', true, null, '1e1'];
sort($mixed); var_dump($mixed);
$strs = ['img12.png', 'img10.png', 'IMG2.png', 'img1.png'];
sort($strs); echo implode(' ', $strs), "\n";
natsort($strs); echo implode(' ', $strs), "\n";
natcasesort($strs); echo implode(' ', $strs), "\n";
sort($strs, SORT_NATURAL | SORT_FLAG_CASE); echo implode(' ', $strs), "\n";
$nums = ['10', '9', '2', '1'];
sort($nums, SORT_STRING); echo implode(' ', $nums), "\n";
rsort($nums); echo implode(' ', $nums), "\n";
$assoc = ['x' => 3, 'y' => 1, 'z' => 2];
asort($assoc); print_r($assoc);
arsort($assoc); print_r($assoc);
uksort($assoc, fn($a, $b) => strcmp($b, $a)); print_r($assoc);
$arr = [5, 3, 8, 1];
$sorted = $arr;
sort($sorted);
echo implode(',', $arr), ' -> ', implode(',', $sorted), "\n";
$stable = [['k' => 1, 'v' => 'a'], ['k' => 0, 'v' => 'b'], ['k' => 1, 'v' => 'c'], ['k' => 0, 'v' => 'd']];
usort($stable, fn($a, $b) => $a['k'] <=> $b['k']);
echo implode('', array_column($stable, 'v')), "\n";
$m1 = [3, 1, 2]; $m2 = ['c', 'a', 'b'];
array_multisort($m1, $m2); print_r($m2);
$d = [[3, 'x'], [1, 'y'], [2, 'z']];
array_multisort(array_column($d, 0), SORT_DESC, $d);
echo json_encode($d), "\n";
$shuffled = range(1, 10);
echo implode(',', array_reverse($shuffled, true)), "\n";
print_r(array_reverse(['a' => 1, 2, 3], true));
print_r(array_slice([1, 2, 3, 4, 5], 1, 3));
print_r(array_slice(['a' => 1, 5 => 2, 3], 1, 2, true));
$floats = [0.1, -2.5, 3, '4.5'];
usort($floats, fn($a, $b) => $a <=> $b);
var_dump($floats);
echo max([1, '5', 3.2]), ' ', min('apple', 'banana'), ' ', max([[1, 2], [1, 3]])[1], "\n";
--EXPECT--
Eve       35 London
Alice     30 Paris
Charlie   30 Berlin
bob       25 London
dave      25 Paris
---
Array
(
    [0] => 2
    [1] => 3
    [2] => 0
    [3] => 4
    [4] => 1
)
dave,bob,Charlie,Alice,Eve
{"1":"a","2":"b","3":"c","10":"j"}
{"10":"j","3":"c","2":"b","1":"a"}
array(8) {
  [0]=>
  NULL
  [1]=>
  float(1.5)
  [2]=>
  int(9)
  [3]=>
  string(2) "10"
  [4]=>
  string(2) "9a"
  [5]=>
  string(3) "abc"
  [6]=>
  bool(true)
  [7]=>
  string(3) "1e1"
}
IMG2.png img1.png img10.png img12.png
IMG2.png img1.png img10.png img12.png
img1.png IMG2.png img10.png img12.png
img1.png IMG2.png img10.png img12.png
1 10 2 9
10 9 2 1
Array
(
    [y] => 1
    [z] => 2
    [x] => 3
)
Array
(
    [x] => 3
    [z] => 2
    [y] => 1
)
Array
(
    [z] => 2
    [y] => 1
    [x] => 3
)
5,3,8,1 -> 1,3,5,8
bdac
Array
(
    [0] => a
    [1] => b
    [2] => c
)
[[3,"x"],[2,"z"],[1,"y"]]
10,9,8,7,6,5,4,3,2,1
Array
(
    [1] => 3
    [0] => 2
    [a] => 1
)
Array
(
    [0] => 2
    [1] => 3
    [2] => 4
)
Array
(
    [5] => 2
    [6] => 3
)
array(4) {
  [0]=>
  float(-2.5)
  [1]=>
  float(0.1)
  [2]=>
  int(3)
  [3]=>
  string(3) "4.5"
}
5 apple 3
