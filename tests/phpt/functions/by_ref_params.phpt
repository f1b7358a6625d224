--TEST--
by-reference parameters modify the caller's variables and create missing ones
--FILE--
<?php
function addOne(&$n) { $n++; }
function append(array &$list, $item) { $list[] = $item; return count($list); }
function setKey(&$arr, $k) { $arr[$k] = true; }
$x = 1;
addOne($x);
addOne($x);
echo $x, "\n";
$l = [];
append($l, 'a');
echo append($l, 'b'), " ", implode(",", $l), "\n";
setKey($fresh, 'made');
var_dump($fresh);
$data = ['n' => 1];
addOne($data['n']);
addOne($data['new']);
var_dump($data);
function swap(&$a, &$b) { [$a, $b] = [$b, $a]; }
$p = "left";
$q = "right";
swap($p, $q);
echo "$p $q\n";
$arr = [3, 1, 2];
sort($arr);
echo implode(",", $arr), "\n";
--EXPECT--
3
2 a,b
array(1) {
  ["made"]=>
  bool(true)
}
array(2) {
  ["n"]=>
  int(2)
  ["new"]=>
  int(1)
}
right left
1,2,3
