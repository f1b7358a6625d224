--TEST--
automatic keys continue from the largest integer key
--FILE--
<?php
$a = [5 => 'five'];
$a[] = 'six';
$a["10"] = 'ten';
$a[] = 'eleven';
$a['x'] = 'string key';
$a[] = 'twelve';
print_r($a);
$neg = [-5 => 'a'];
$neg[] = 'b';
print_r($neg);
$u = [1, 2, 3];
unset($u[2]);
$u[] = 'after unset';
print_r($u);
$mixed = ['a', 'k' => 'b', 'c', 7 => 'd', 'e'];
print_r($mixed);
--EXPECT--
Array
(
    [5] => five
    [6] => six
    [10] => ten
    [11] => eleven
    [x] => string key
    [12] => twelve
)
Array
(
    [-5] => a
    [-4] => b
)
Array
(
    [0] => 1
    [1] => 2
    [3] => after unset
)
Array
(
    [0] => a
    [k] => b
    [1] => c
    [7] => d
    [8] => e
)
