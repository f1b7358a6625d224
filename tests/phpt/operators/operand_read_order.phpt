--TEST--
A plain variable operand or assignment key is read when the operator runs, after the other side ($x + $x++, $a[$i] = $i++)
--FILE--
<?php
// PHP reads a plain variable operand when the operator runs, after the other operand.
$x = 1; echo $x + $x++, "\n";
$x = 1; echo $x . $x++, "\n";
$x = 1; echo $x++ + $x, "\n";
$x = 1; echo $x - ($x = 5), "\n";
$x = 1; var_dump($x == ($x = 2));
$x = 1; $y = $x + $x++ + ++$x; echo "$x $y\n";
function bump() { global $g; $g = 10; return 1; }
$g = 1; echo $g + bump(), "\n";
$g = 1; echo $g * bump() . "|" . $g, "\n";
$s = 'a'; $t = $s . ($s = 'b'); echo $t, "\n";
$s = 'a'; $u = ''; $u .= $s . ($s = 'c'); echo $u, "\n";
$i = 1; $arr = [10, 20, 30]; echo $arr[$i] + $i++, "\n";
$x = 1; $arr = [$x, $x++, $x]; echo json_encode($arr), "\n";
// Keys that are plain variables are read after the assigned value.
$i = 0; $a = []; $a[$i] = $i++; print_r($a);
$i = 0; $b = []; $b[$i][$i] = ++$i; echo json_encode($b), "\n";
$i = 0; $c = [[0, 0], [0, 0]]; $c[$i][$i + 0] = ++$i; echo json_encode($c), "\n";
$idx = 0; $d = [1, 2, 3]; $d[$idx] = $idx = 2; echo json_encode($d), "\n";
$i = 1; $e = [10, 20, 30]; $e[$i] += $i++; echo json_encode($e), "\n";
$i = 0; $h = ['p' => []]; $o = new stdClass; $o->list = []; $o->list[$i] = ++$i; echo json_encode($o), "\n";
$i = 0; $k = []; $k[$i++] = $i; $k[$i++] = $i++; echo json_encode($k), "\n";
$undefA . $arrX['nokey'];
--EXPECTF--
3
21
3
0
bool(true)
3 6
11
10|10
bb
cc
21
[1,1,2]
Array
(
    [1] => 0
)
{"1":{"1":1}}
[[0,0],[1,0]]
[1,2,2]
[10,20,31]
{"list":{"1":1}}
[1,2]

Warning: Undefined variable $arrX in %s on line 24

Warning: Trying to access array offset on value of type null in %s on line 24

Warning: Undefined variable $undefA in %s on line 24
