--TEST--
SplObjectStorage serializes as [object, info, ...] plus properties and reads back
--FILE--
<?php
$s = new SplObjectStorage; $a = new stdClass; $a->x = 1; $b = new ArrayObject([2]);
$s[$a] = 'info'; $s->attach($b); $s->attach($a, ['new']);
echo $ser = serialize($s), "\n";
$u = unserialize($ser);
var_dump($u, count($u));
foreach ($u as $i => $o) { echo $i, get_class($o), json_encode($u->getInfo()), "\n"; }
echo serialize(new SplObjectStorage), "\n";
--EXPECT--
O:16:"SplObjectStorage":2:{i:0;a:4:{i:0;O:8:"stdClass":1:{s:1:"x";i:1;}i:1;a:1:{i:0;s:3:"new";}i:2;O:11:"ArrayObject":4:{i:0;i:0;i:1;a:1:{i:0;i:2;}i:2;a:0:{}i:3;N;}i:3;N;}i:1;a:0:{}}
object(SplObjectStorage)#4 (1) {
  ["storage":"SplObjectStorage":private]=>
  array(2) {
    [0]=>
    array(2) {
      ["obj"]=>
      object(stdClass)#5 (1) {
        ["x"]=>
        int(1)
      }
      ["inf"]=>
      array(1) {
        [0]=>
        string(3) "new"
      }
    }
    [1]=>
    array(2) {
      ["obj"]=>
      object(ArrayObject)#6 (1) {
        ["storage":"ArrayObject":private]=>
        array(1) {
          [0]=>
          int(2)
        }
      }
      ["inf"]=>
      NULL
    }
  }
}
int(2)
0stdClass["new"]
1ArrayObjectnull
O:16:"SplObjectStorage":2:{i:0;a:0:{}i:1;a:0:{}}
