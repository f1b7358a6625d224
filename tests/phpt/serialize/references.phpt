--TEST--
serialize: references
--FILE--
<?php
$o = new stdClass;
$o->self = $o;
$x = 1;
$arr = [1, 'a' => &$x, 'b' => &$x, $o, $o];
echo serialize($arr), "\n";
$u = unserialize('a:2:{i:0;O:8:"stdClass":0:{}i:1;r:2;}');
var_dump($u);
var_dump($u[0] === $u[1]);
$u = unserialize(serialize($o));
var_dump($u->self === $u);
--EXPECT--
a:5:{i:0;i:1;s:1:"a";i:1;s:1:"b";R:3;i:1;O:8:"stdClass":1:{s:4:"self";r:4;}i:2;r:4;}
array(2) {
  [0]=>
  object(stdClass)#2 (0) {
  }
  [1]=>
  object(stdClass)#2 (0) {
  }
}
bool(true)
bool(true)
