--TEST--
var: var dump refs
--FILE--
<?php
$x = 1;
$a = [&$x, $x];
var_dump($a);
$b = [1];
$b[] = &$b;
var_dump($b);
$c = ['x' => 1];
$c['self'] = &$c;
var_dump($c);
unset($x);
var_dump($a);
function f(array &$arr) { var_dump($arr); }
$d = [1, 2];
f($d);
--EXPECT--
array(2) {
  [0]=>
  &int(1)
  [1]=>
  int(1)
}
array(2) {
  [0]=>
  int(1)
  [1]=>
  *RECURSION*
}
array(2) {
  ["x"]=>
  int(1)
  ["self"]=>
  *RECURSION*
}
array(2) {
  [0]=>
  int(1)
  [1]=>
  int(1)
}
array(2) {
  [0]=>
  int(1)
  [1]=>
  int(2)
}
