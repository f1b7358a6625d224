--TEST--
the dangling reference after foreach by reference
--FILE--
<?php
$items = ['a', 'b', 'c'];
foreach ($items as &$item) {
    $item = strtoupper($item);
}
foreach ($items as $item) {
    echo $item;
}
echo "\n";
print_r($items);
$fixed = ['a', 'b', 'c'];
foreach ($fixed as &$v) {}
unset($v);
foreach ($fixed as $v) {}
echo implode(",", $fixed), "\n";
--EXPECT--
ABB
Array
(
    [0] => A
    [1] => B
    [2] => B
)
a,b,c
