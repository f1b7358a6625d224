--TEST--
var: print r basic
--FILE--
<?php
print_r(1); echo "\n";
print_r(1.0); echo "\n";
print_r(0.1 + 0.2); echo "\n";
print_r(null); echo "|\n";
print_r(false); echo "|\n";
print_r(true); echo "\n";
print_r("str"); echo "\n";
print_r([]);
print_r([1, 'a' => [2, [3]], 'b' => null]);
$s = print_r(['x' => 1], true);
var_dump($s);
var_dump(print_r("a", true), print_r(2));
--EXPECT--
1
1
0.3
|
|
1
str
Array
(
)
Array
(
    [0] => 1
    [a] => Array
        (
            [0] => 2
            [1] => Array
                (
                    [0] => 3
                )

        )

    [b] => 
)
string(23) "Array
(
    [x] => 1
)
"
2string(1) "a"
bool(true)
