--TEST--
serialize: magic serialize
--FILE--
<?php
class T {
    public $d = 5;
    private $hidden = 'h';
    function __serialize(): array { return ['k' => $this->d, 'list' => [1, 2]]; }
    function __unserialize(array $a): void { echo "unserialize: ", json_encode($a), "\n"; $this->d = $a['k'] * 2; }
}
$s = serialize(new T);
echo $s, "\n";
$t = unserialize($s);
var_dump($t);
var_dump(unserialize(serialize([new T, new T])));
--EXPECT--
O:1:"T":2:{s:1:"k";i:5;s:4:"list";a:2:{i:0;i:1;i:1;i:2;}}
unserialize: {"k":5,"list":[1,2]}
object(T)#1 (2) {
  ["d"]=>
  int(10)
  ["hidden":"T":private]=>
  string(1) "h"
}
unserialize: {"k":5,"list":[1,2]}
unserialize: {"k":5,"list":[1,2]}
array(2) {
  [0]=>
  object(T)#3 (2) {
    ["d"]=>
    int(10)
    ["hidden":"T":private]=>
    string(1) "h"
  }
  [1]=>
  object(T)#2 (2) {
    ["d"]=>
    int(10)
    ["hidden":"T":private]=>
    string(1) "h"
  }
}
