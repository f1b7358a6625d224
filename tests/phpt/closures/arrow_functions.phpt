--TEST--
fn captures by value automatically, nests and cannot modify outer variables
--FILE--
<?php
$factor = 3;
$mul = fn($x) => $x * $factor;
echo implode(",", array_map($mul, [1, 2, 3])), "\n";
$factor = 10;
echo $mul(2), "\n";
$adder = fn($a) => fn($b) => fn($c) => $a + $b + $c;
echo $adder(1)(2)(3), "\n";
$y = 1;
$try = fn() => $y++;
echo $try(), $try(), " y is still ", $y, "\n";
$typed = fn(int ...$n): int => array_sum($n);
echo $typed(1, 2, 3), "\n";
$byRef = fn(array &$a) => $a[] = 'pushed';
$list = [];
$byRef($list);
print_r($list);
echo (fn() => func_get_args())(1, 2)[1], "\n";
--EXPECT--
3,6,9
6
6
11 y is still 1
6
Array
(
    [0] => pushed
)
2
