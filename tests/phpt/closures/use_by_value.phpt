--TEST--
use() captures the value at the time the closure is created
--FILE--
<?php
$x = 1;
$f = function () use ($x) { return $x; };
$x = 2;
echo $f(), " ", $x, "\n";
$g = function () use ($x) { $x++; return $x; };
echo $g(), $g(), " ", $x, "\n";
$arr = [1, 2];
$h = function () use ($arr) { $arr[] = 3; return count($arr); };
echo $h(), " ", count($arr), "\n";
$obj = new stdClass;
$obj->v = 'before';
$k = function () use ($obj) { return $obj->v; };
$obj->v = 'after';
echo $k(), "\n";
$fns = [];
for ($i = 0; $i < 3; $i++) {
    $fns[] = function () use ($i) { return $i; };
}
echo implode(",", array_map(fn($f) => $f(), $fns)), "\n";
--EXPECT--
1 2
33 2
3 2
after
0,1,2
