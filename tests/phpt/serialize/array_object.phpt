--TEST--
ArrayObject serializes through __serialize as PHP does
--FILE--
<?php
$o = new ArrayObject(['a' => 1, 2]);
$s = serialize($o); echo $s, "\n";
$u = unserialize($s); var_dump($u); echo count($u), " ", $u['a'], "\n";
echo serialize(['o' => new ArrayObject([1])]), "\n";
--EXPECT--
O:11:"ArrayObject":4:{i:0;i:0;i:1;a:2:{s:1:"a";i:1;i:0;i:2;}i:2;a:0:{}i:3;N;}
object(ArrayObject)#2 (1) {
  ["storage":"ArrayObject":private]=>
  array(2) {
    ["a"]=>
    int(1)
    [0]=>
    int(2)
  }
}
2 1
a:1:{s:1:"o";O:11:"ArrayObject":4:{i:0;i:0;i:1;a:1:{i:0;i:1;}i:2;a:0:{}i:3;N;}}
