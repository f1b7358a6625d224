--TEST--
foreach iterates over a copy when the array changes inside the loop
--FILE--
<?php
$arr = [1, 2, 3];
foreach ($arr as $k => $v) {
    if ($k == 0) {
        $arr[] = 4;
        $arr[1] = 20;
    }
    echo $v, " ";
}
echo "\n", count($arr), " ", $arr[1], "\n";
$arr = [1, 2, 3];
foreach ($arr as $k => &$v) {
    if ($k == 0) {
        $arr[] = 4;
    }
    echo $v, " ";
}
unset($v);
echo "\n";
$a = [1, 2, 3];
foreach ($a as $v) {
    unset($a[1]);
    echo $v;
}
echo "\n", implode(",", $a), "\n";
--EXPECT--
1 2 3 
4 20
1 2 3 4 
123
1,3
