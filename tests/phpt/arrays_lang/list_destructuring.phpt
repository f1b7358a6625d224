--TEST--
list() and [] destructuring with keys, nesting, skipping and swapping
--FILE--
<?php
[$a, $b] = [1, 2];
[$a, $b] = [$b, $a];
echo "$a $b\n";
list($x, , $z) = ['x', 'skipped', 'z'];
echo "$x $z\n";
['name' => $name, 'age' => $age] = ['age' => 30, 'name' => 'Ann'];
echo "$name $age\n";
[[$p, $q], [$r]] = [[1, 2], [3]];
echo $p + $q + $r, "\n";
[$m, $n] = [1];
var_dump($n);
[, , $third] = [1, 2, 3];
echo $third, "\n";
list('a' => list($i, $j)) = ['a' => [10, 20]];
echo $i * $j, "\n";
$result = [$first, $second] = ['f', 's'];
echo count($result), $first, $second, "\n";
[$o['x'], $o['y']] = [1, 2];
print_r($o);
--EXPECTF--
2 1
x z
Ann 30
6

Warning: Undefined array key 1 in %s on line 11
NULL
3
200
2fs
Array
(
    [x] => 1
    [y] => 2
)
