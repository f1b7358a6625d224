--TEST--
serialize: objects
--FILE--
<?php
class A { public $a = 1; protected $b = [1.5, true]; private $c = null; public int $u; }
$s = serialize(new A);
echo str_replace("\0", '~', $s), "\n";
var_dump(unserialize($s));
$o = new stdClass;
$o->x = 1;
$o->y = [2];
echo serialize($o), "\n";
var_dump(unserialize(serialize($o)));
--EXPECT--
O:1:"A":3:{s:1:"a";i:1;s:4:"~*~b";a:2:{i:0;d:1.5;i:1;b:1;}s:4:"~A~c";N;}
object(A)#1 (3) {
  ["a"]=>
  int(1)
  ["b":protected]=>
  array(2) {
    [0]=>
    float(1.5)
    [1]=>
    bool(true)
  }
  ["c":"A":private]=>
  NULL
  ["u"]=>
  uninitialized(int)
}
O:8:"stdClass":2:{s:1:"x";i:1;s:1:"y";a:1:{i:0;i:2;}}
object(stdClass)#2 (2) {
  ["x"]=>
  int(1)
  ["y"]=>
  array(1) {
    [0]=>
    int(2)
  }
}
