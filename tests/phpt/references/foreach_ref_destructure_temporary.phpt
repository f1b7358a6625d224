--TEST--
foreach with reference destructuring over a temporary array
--FILE--
<?php
$data = [[1, 2], [3, 4]];
foreach ($data as [$x, &$y]) { $y *= 10; echo $x; }
unset($y);
echo "\n"; print_r($data);
foreach ([[5, 6]] as [$p, &$q]) { echo $p, $q, "\n"; }
$arr = [1, 2];
[$a, &$b] = $arr; $b = 20; print_r($arr);
foreach ([["k" => [1, 2]]] as ["k" => [$m, &$n]]) { $n++; echo $m, $n, "\n"; }
--EXPECT--
13
Array
(
    [0] => Array
        (
            [0] => 1
            [1] => 20
        )

    [1] => Array
        (
            [0] => 3
            [1] => 40
        )

)
56
Array
(
    [0] => 1
    [1] => 20
)
13
