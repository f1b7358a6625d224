--TEST--
everyday array functions working together
--FILE--
<?php
$words = ['banana', 'apple', 'cherry', 'apple', 'date'];
$unique = array_unique($words);
sort($unique);
echo implode(" ", $unique), "\n";
$lengths = array_combine($unique, array_map('strlen', $unique));
arsort($lengths);
print_r($lengths);
echo implode(",", array_keys($lengths, 6)), "\n";
var_dump(in_array("5", [5]), in_array("5", [5], true), array_search('cherry', $words));
print_r(array_slice($words, 1, 2));
print_r(array_splice($words, 1, 2, ['X', 'Y', 'Z']));
print_r($words);
print_r(array_chunk([1, 2, 3, 4, 5], 2, true));
print_r(array_flip(['a' => 1, 'b' => 2]));
print_r(array_fill_keys(['x', 'y'], 0));
print_r(array_pad([1], -3, 0));
echo implode(",", range('a', 'e')), " ", implode(",", range(10, 0, 5)), "\n";
--EXPECT--
apple banana cherry date
Array
(
    [banana] => 6
    [cherry] => 6
    [apple] => 5
    [date] => 4
)
banana,cherry
bool(true)
bool(false)
int(2)
Array
(
    [0] => apple
    [1] => cherry
)
Array
(
    [0] => apple
    [1] => cherry
)
Array
(
    [0] => banana
    [1] => X
    [2] => Y
    [3] => Z
    [4] => apple
    [5] => date
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
    [1] => a
    [2] => b
)
Array
(
    [x] => 0
    [y] => 0
)
Array
(
    [0] => 0
    [1] => 0
    [2] => 1
)
a,b,c,d,e 10,5,0
