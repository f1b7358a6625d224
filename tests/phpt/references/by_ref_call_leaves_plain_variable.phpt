--TEST--
Variables passed by reference to builtins and functions: shared references stay shared, others behave as plain variables afterwards
--FILE--
<?php
function addOne(array &$arr) { $arr[] = 1; }
function keep(&$x) { static $kept; $kept = &$x; return $kept; }
$a = [3, 1, 2];
sort($a); addOne($a); $a[] = 9;
echo json_encode($a), "\n";
$b = [1];
$alias = &$b;
sort($b); $alias[] = 2;
echo json_encode($b), "\n";
$c = 5; keep($c); $c = 6; echo keep($c), "\n";
$d = [1, 2];
$f = function () use (&$d) { $d[] = 3; };
array_push($d, 4); $f(); echo json_encode($d), "\n";
$e = "abc";
preg_match('/(b)/', $e, $m); $m2 = $m; $m[] = "x";
echo json_encode($m), json_encode($m2), "\n";
$arr = [1, 2, 3];
foreach ($arr as &$v) { $v *= 2; }
array_pop($arr);
echo json_encode($arr), " ", $v, "\n";
$v = 100; echo json_encode($arr), "\n";
function g() { global $gl; $gl[] = 'g'; }
$gl = ['a']; sort($gl); g(); echo json_encode($gl), "\n";
$s = [2, 1]; $copy = $s; sort($s); echo json_encode($copy), json_encode($s), "\n";
$obj = new stdClass; $obj->list = [3, 2]; $ref = &$obj->list; sort($ref); echo json_encode($obj), "\n";
$x = 1; $y = &$x; unset($y); settype($x, "string"); var_dump($x);
$n = [1, [2, 3]]; array_walk_recursive($n, function (&$item) { $item++; }); echo json_encode($n), "\n";
--EXPECTF--
[1,2,3,1,9]
[1,2]
6
[1,2,4,3]
["b","b","x"]["b","b"]
[2,4] 6
[2,4]
["a","g"]
[2,1][1,2]
{"list":[2,3]}
string(1) "1"
[2,[3,4]]
