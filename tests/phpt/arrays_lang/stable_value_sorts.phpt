--TEST--
sorts of plain ints, floats and strings keep equal values in their original order
--FILE--
<?php
$a = ["x" => 3, "y" => 1, "z" => 3, "w" => 2, "v" => 1];
asort($a); print_r($a);
arsort($a); print_r($a);
$f = ["a" => 1.5, "b" => -0.5, "c" => 1.5, "d" => 0.0];
asort($f); print_r($f);
arsort($f); print_r($f);
$s = ["p" => "pear", "a" => "apple", "q" => "pear", "b" => "banana"];
asort($s); print_r($s);
arsort($s); print_r($s);
$n = [5, 3, 5, 1];
rsort($n); print_r($n);
sort($n); print_r($n);
--EXPECT--
Array
(
    [y] => 1
    [v] => 1
    [w] => 2
    [x] => 3
    [z] => 3
)
Array
(
    [x] => 3
    [z] => 3
    [w] => 2
    [y] => 1
    [v] => 1
)
Array
(
    [b] => -0.5
    [d] => 0
    [a] => 1.5
    [c] => 1.5
)
Array
(
    [a] => 1.5
    [c] => 1.5
    [d] => 0
    [b] => -0.5
)
Array
(
    [a] => apple
    [b] => banana
    [p] => pear
    [q] => pear
)
Array
(
    [p] => pear
    [q] => pear
    [b] => banana
    [a] => apple
)
Array
(
    [0] => 5
    [1] => 5
    [2] => 3
    [3] => 1
)
Array
(
    [0] => 1
    [1] => 3
    [2] => 5
    [3] => 5
)
