--TEST--
return from inside nested loops and switch
--FILE--
<?php
function find(array $grid, $needle) {
    foreach ($grid as $r => $row) {
        foreach ($row as $c => $cell) {
            switch ($cell) {
                case $needle:
                    return [$r, $c];
            }
        }
    }
    return null;
}
$grid = [[1, 2], [3, 4], [5, 6]];
var_dump(find($grid, 4));
var_dump(find($grid, 9));
function firstEven(array $xs) {
    $i = 0;
    while (true) {
        if (!isset($xs[$i])) return "none";
        if ($xs[$i] % 2 == 0) return $xs[$i];
        $i++;
    }
}
echo firstEven([1, 3, 8, 10]), " ", firstEven([1]), "\n";
--EXPECT--
array(2) {
  [0]=>
  int(1)
  [1]=>
  int(1)
}
NULL
8 none
