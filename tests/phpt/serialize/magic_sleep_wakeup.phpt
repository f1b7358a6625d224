--TEST--
serialize: magic sleep wakeup
--FILE--
<?php
class S {
    public $x = 1;
    public $y = 2;
    protected $z = 3;
    function __sleep() { return ['x', 'z']; }
    function __wakeup() { echo "wakeup ", $this->x, "\n"; $this->y = 'restored'; }
}
$s = serialize(new S);
echo str_replace("\0", '~', $s), "\n";
var_dump(unserialize($s));
class Bad { public $a = 1; function __sleep() { return ['a', 'nope']; } }
echo serialize(new Bad), "\n";
--EXPECTF--
O:1:"S":2:{s:1:"x";i:1;s:4:"~*~z";i:3;}
wakeup 1
object(S)#1 (3) {
  ["x"]=>
  int(1)
  ["y"]=>
  string(8) "restored"
  ["z":protected]=>
  int(3)
}

Warning: serialize(): "nope" returned as member variable from __sleep() but does not exist in %s on line 13
O:3:"Bad":1:{s:1:"a";i:1;}
