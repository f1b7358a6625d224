--TEST--
?? and ??= with undefined variables, keys and properties
--FILE--
<?php
$arr = ['a' => null, 'b' => 0, 'c' => ['d' => 'deep']];
var_dump($undefined ?? 'default');
var_dump($arr['a'] ?? 'null-key', $arr['b'] ?? 'zero', $arr['x'] ?? 'missing');
var_dump($arr['c']['d'] ?? 'no', $arr['c']['e']['f'] ?? 'nested missing');
$o = new stdClass;
$o->p = null;
var_dump($o->p ?? 'null prop', $o->q ?? 'no prop', $o->q->r ?? 'chain');
$arr['a'] ??= 'filled';
$arr['b'] ??= 'not filled';
$arr['new'] ??= [];
$arr['new'][] = 1;
var_dump($arr['a'], $arr['b'], $arr['new']);
$n = null;
var_dump($n ?? $undefined ?? 'third');
$str = "abc";
var_dump($str[1] ?? 'x', $str[10] ?? 'out of range');
--EXPECT--
string(7) "default"
string(8) "null-key"
int(0)
string(7) "missing"
string(4) "deep"
string(14) "nested missing"
string(9) "null prop"
string(7) "no prop"
string(5) "chain"
string(6) "filled"
int(0)
array(1) {
  [0]=>
  int(1)
}
string(5) "third"
string(1) "b"
string(12) "out of range"
