--TEST--
inventory with usort/uasort/uksort, array_column, sort flags, array_* helpers
--FILE--
<?php
$inventory = [
    ['sku' => 'A100', 'name' => 'Widget', 'qty' => 10, 'price' => 2.5, 'cat' => 'tools'],
    ['sku' => 'B200', 'name' => 'Gadget', 'qty' => 0, 'price' => 12.99, 'cat' => 'electronics'],
    ['sku' => 'C300', 'name' => 'Doohickey', 'qty' => 5, 'price' => 7.25, 'cat' => 'tools'],
    ['sku' => 'D400', 'name' => 'Thingamajig', 'qty' => 25, 'price' => 0.99, 'cat' => 'misc'],
    ['sku' => 'E500', 'name' => 'Gizmo', 'qty' => 5, 'price' => 19.5, 'cat' => 'electronics'],
];
usort($inventory, fn($a, $b) => [$b['qty'], $a['name']] <=> [$a['qty'], $b['name']]);
foreach ($inventory as $item) {
    printf("%-5s %-12s %3d x %6.2f = %8.2f\n", $item['sku'], $item['name'], $item['qty'], $item['price'], $item['qty'] * $item['price']);
}
$byCat = [];
foreach ($inventory as $item) $byCat[$item['cat']][] = $item['name'];
ksort($byCat);
print_r($byCat);
$inStock = array_filter($inventory, fn($i) => $i['qty'] > 0);
echo count($inStock), " in stock; keys: ", implode(",", array_keys($inStock)), "\n";
$names = array_column($inventory, 'name', 'sku');
print_r($names);
$value = array_reduce($inventory, fn($c, $i) => $c + $i['qty'] * $i['price'], 0);
echo "Total value: ", number_format($value, 2), "\n";
$prices = array_column($inventory, 'price');
echo "max=", max($prices), " min=", min($prices), " avg=", round(array_sum($prices) / count($prices), 3), "\n";
$stable = [['k' => 1, 'v' => 'a'], ['k' => 0, 'v' => 'b'], ['k' => 1, 'v' => 'c'], ['k' => 0, 'v' => 'd']];
usort($stable, fn($x, $y) => $x['k'] - $y['k']);
echo implode(" ", array_column($stable, 'v')), "\n";
$assoc = ['banana' => 3, 'apple' => 1, 'cherry' => 2];
asort($assoc); print_r($assoc);
arsort($assoc); print_r($assoc);
krsort($assoc); print_r($assoc);
uksort($assoc, fn($a, $b) => strlen($a) - strlen($b)); print_r($assoc);
uasort($assoc, fn($a, $b) => $a <=> $b); print_r($assoc);
$nums = [10, 9, 2, '10', 1.5, 'abc', true];
sort($nums); var_dump($nums);
$mixed = ["10", "9", "2", "1"];
sort($mixed, SORT_STRING); print_r($mixed);
rsort($mixed); print_r($mixed);
$files = ["img12.png", "img10.png", "IMG2.png", "img1.png"];
natcasesort($files); print_r($files);
sort($files, SORT_NATURAL | SORT_FLAG_CASE); print_r($files);
$data = [3 => 'c', 1 => 'a', 2 => 'b'];
print_r(array_reverse($data)); print_r(array_reverse($data, true));
print_r(array_unique([1, '1', 2, 2.0, 'a', 'A']));
print_r(array_merge(['a' => 1, 5 => 'x'], ['a' => 2, 9 => 'y']));
print_r(['a' => 1, 5 => 'x'] + ['a' => 2, 5 => 'z', 6 => 'w']);
print_r(array_combine(['x', 'y'], [1, 2]));
print_r(array_fill_keys(['a', 'b'], 0));
print_r(array_flip(['a' => 1, 'b' => 2]));
print_r(array_chunk([1, 2, 3, 4, 5], 2, true));
print_r(array_pad([1, 2], -5, 0));
print_r(array_splice($nums, 1, 2, ['X', 'Y', 'Z'])); print_r($nums);
print_r(array_diff_key(['a' => 1, 'b' => 2, 'c' => 3], ['a' => 9]));
print_r(array_intersect([1, 2, 3, 4], [2, 4, 6]));
print_r(range('a', 'e', 2)); print_r(range(10, 0, -3)); print_r(range(0, 1, 0.25));
var_dump(array_search('1', [0, 1, 2]), in_array('abc', [0]), in_array(null, [0]), array_key_exists('x', ['x' => null]), isset(['x' => null]['x']));
--EXPECT--
D400  Thingamajig   25 x   0.99 =    24.75
A100  Widget        10 x   2.50 =    25.00
C300  Doohickey      5 x   7.25 =    36.25
E500  Gizmo          5 x  19.50 =    97.50
B200  Gadget         0 x  12.99 =     0.00
Array
(
    [electronics] => Array
        (
            [0] => Gizmo
            [1] => Gadget
        )

    [misc] => Array
        (
            [0] => Thingamajig
        )

    [tools] => Array
        (
            [0] => Widget
            [1] => Doohickey
        )

)
4 in stock; keys: 0,1,2,3
Array
(
    [D400] => Thingamajig
    [A100] => Widget
    [C300] => Doohickey
    [E500] => Gizmo
    [B200] => Gadget
)
Total value: 183.50
max=19.5 min=0.99 avg=8.646
b d a c
Array
(
    [apple] => 1
    [cherry] => 2
    [banana] => 3
)
Array
(
    [banana] => 3
    [cherry] => 2
    [apple] => 1
)
Array
(
    [cherry] => 2
    [banana] => 3
    [apple] => 1
)
Array
(
    [apple] => 1
    [cherry] => 2
    [banana] => 3
)
Array
(
    [apple] => 1
    [cherry] => 2
    [banana] => 3
)
array(7) {
  [0]=>
  float(1.5)
  [1]=>
  int(2)
  [2]=>
  int(9)
  [3]=>
  int(10)
  [4]=>
  string(2) "10"
  [5]=>
  string(3) "abc"
  [6]=>
  bool(true)
}
Array
(
    [0] => 1
    [1] => 10
    [2] => 2
    [3] => 9
)
Array
(
    [0] => 10
    [1] => 9
    [2] => 2
    [3] => 1
)
Array
(
    [3] => img1.png
    [2] => IMG2.png
    [1] => img10.png
    [0] => img12.png
)
Array
(
    [0] => img1.png
    [1] => IMG2.png
    [2] => img10.png
    [3] => img12.png
)
Array
(
    [0] => b
    [1] => a
    [2] => c
)
Array
(
    [2] => b
    [1] => a
    [3] => c
)
Array
(
    [0] => 1
    [2] => 2
    [4] => a
    [5] => A
)
Array
(
    [a] => 2
    [0] => x
    [1] => y
)
Array
(
    [a] => 1
    [5] => x
    [6] => w
)
Array
(
    [x] => 1
    [y] => 2
)
Array
(
    [a] => 0
    [b] => 0
)
Array
(
    [1] => a
    [2] => b
)
Array
(
    [0] => Array
        (
            [0] => 1
            [1] => 2
        )

    [1] => Array
        (
            [2] => 3
            [3] => 4
        )

    [2] => Array
        (
            [4] => 5
        )

)
Array
(
    [0] => 0
    [1] => 0
    [2] => 0
    [3] => 1
    [4] => 2
)
Array
(
    [0] => 2
    [1] => 9
)
Array
(
    [0] => 1.5
    [1] => X
    [2] => Y
    [3] => Z
    [4] => 10
    [5] => 10
    [6] => abc
    [7] => 1
)
Array
(
    [b] => 2
    [c] => 3
)
Array
(
    [1] => 2
    [3] => 4
)
Array
(
    [0] => a
    [1] => c
    [2] => e
)
Array
(
    [0] => 10
    [1] => 7
    [2] => 4
    [3] => 1
)
Array
(
    [0] => 0
    [1] => 0.25
    [2] => 0.5
    [3] => 0.75
    [4] => 1
)
int(1)
bool(false)
bool(true)
bool(true)
bool(false)
