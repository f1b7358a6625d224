--TEST--
Serializable: the deprecation, the C: format and unserialize() rebuilding through the method
--FILE--
<?php
class Legacy implements Serializable {
    private $data = ['a' => 1];
    public function serialize() { return json_encode($this->data); }
    public function unserialize($s) { $this->data = json_decode($s, true); }
    public function get() { return $this->data; }
}
$s = serialize(new Legacy);
echo $s, "\n";
print_r(unserialize($s)->get());
class Both implements Serializable {
    public $v = 5;
    public function serialize() { return "x"; }
    public function unserialize($s) {}
    public function __serialize(): array { return ['v' => $this->v]; }
    public function __unserialize(array $d): void { $this->v = $d['v']; }
}
echo serialize(new Both), "\n";
class Child extends Legacy {}
$c = unserialize(serialize(new Child));
var_dump($c);
abstract class Abs implements Serializable {}
class Nul implements Serializable { function serialize() { return null; } function unserialize($d) {} }
var_dump(serialize([new Nul, new Legacy]));
var_dump(unserialize('a:2:{i:0;C:6:"Legacy":7:{{"b":2}}i:1;r:2;}'));
--EXPECTF--
Deprecated: Legacy implements the Serializable interface, which is deprecated. Implement __serialize() and __unserialize() instead (or in addition, if support for old PHP versions is necessary) in %s on line 2
C:6:"Legacy":7:{{"a":1}}
Array
(
    [a] => 1
)
O:4:"Both":1:{s:1:"v";i:5;}

Deprecated: Child implements the Serializable interface, which is deprecated. Implement __serialize() and __unserialize() instead (or in addition, if support for old PHP versions is necessary) in %s on line 19
object(Child)#1 (1) {
  ["data":"Legacy":private]=>
  array(1) {
    ["a"]=>
    int(1)
  }
}

Deprecated: Nul implements the Serializable interface, which is deprecated. Implement __serialize() and __unserialize() instead (or in addition, if support for old PHP versions is necessary) in %s on line 23
string(40) "a:2:{i:0;N;i:1;C:6:"Legacy":7:{{"a":1}}}"
array(2) {
  [0]=>
  object(Legacy)#3 (1) {
    ["data":"Legacy":private]=>
    array(1) {
      ["b"]=>
      int(2)
    }
  }
  [1]=>
  object(Legacy)#3 (1) {
    ["data":"Legacy":private]=>
    array(1) {
      ["b"]=>
      int(2)
    }
  }
}
