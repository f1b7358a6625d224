--TEST--
unset keeps the order of the remaining elements; re-added keys go last
--FILE--
<?php
$a = ['first' => 1, 'second' => 2, 'third' => 3];
unset($a['second']);
$a['second'] = 'back';
print_r($a);
$list = [10, 20, 30, 40];
unset($list[1], $list[2]);
print_r($list);
var_dump(array_is_list($list));
print_r(array_values($list));
unset($list[99]);
echo count($list), "\n";
--EXPECT--
Array
(
    [first] => 1
    [third] => 3
    [second] => back
)
Array
(
    [0] => 10
    [3] => 40
)
bool(false)
Array
(
    [0] => 10
    [1] => 40
)
2
