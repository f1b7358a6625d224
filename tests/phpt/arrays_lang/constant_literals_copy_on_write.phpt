--TEST--
Array literals of constants are shared between evaluations and copied on write; element reads and isset with literal and variable keys
--FILE--
<?php
function make() { return [1, 2, 'k' => ['x' => -1.5, 'y' => [true, null]]]; }
for ($i = 0; $i < 3; $i++) {
    $a = [1, 2, 3];
    $a[] = $i;
    $a[0] += 10;
    $b = make();
    $b['k']['y'][] = $i;
    $r = &$b['k']['x'];
    $r = $i;
    unset($r);
    echo json_encode($a), " ", json_encode($b), "\n";
}
$list = [];
for ($i = 0; $i < 3; $i++) { $e = []; $e[] = $i; $list[] = $e; }
echo json_encode($list), "\n";
$dirs = [[0, 1], [1, 0], [0, -1], [-1, 0]];
foreach ($dirs as [$dx, $dy]) echo $dx + $dy, " ";
echo "\n";
foreach ([5, 6] as $k => &$v) { $v *= 2; }
unset($v);
$x = [1, 2];
foreach ([1, 2] as &$w) { $w = 0; }
var_dump([1, 2] === $x, in_array("e", ["a", "e", "i"]), array_search(2, [3, 2, 1]), in_array("1", [1, 2], true), in_array(0, ["a", "b"]));
$m = ["b" => 1, "2" => 'two', "02" => 'z', -0 => 'zero'];
var_dump($m);
var_dump(isset($m["b"]), isset($m[2]), isset($m["2"]), isset($m["c"]), $m["02"], $m[0]);
$k = "b"; $n = 2; $u = "nope";
var_dump($m[$k], $m[$n], $m[$u] ?? "default", isset($m[$u]));
echo $m["missing"];
$q = [PHP_INT_MAX => 1];
try { $q2 = [PHP_INT_MAX => 1, 2]; } catch (Error $e) { echo $e->getMessage(), "\n"; }
var_dump(array_key_last([3 => 'a', 1 => 'b']), [-5 => 'a', 'b']);
--EXPECTF--
[11,2,3,0] {"0":1,"1":2,"k":{"x":0,"y":[true,null,0]}}
[11,2,3,1] {"0":1,"1":2,"k":{"x":1,"y":[true,null,1]}}
[11,2,3,2] {"0":1,"1":2,"k":{"x":2,"y":[true,null,2]}}
[[0],[1],[2]]
1 1 -1 -1 
bool(true)
bool(true)
int(1)
bool(false)
bool(false)
array(4) {
  ["b"]=>
  int(1)
  [2]=>
  string(3) "two"
  ["02"]=>
  string(1) "z"
  [0]=>
  string(4) "zero"
}
bool(true)
bool(true)
bool(true)
bool(false)
string(1) "z"
string(4) "zero"
int(1)
string(3) "two"
string(7) "default"
bool(false)

Warning: Undefined array key "missing" in %s on line 30
Cannot add element to the array as the next element is already occupied
int(1)
array(2) {
  [-5]=>
  string(1) "a"
  [-4]=>
  string(1) "b"
}
