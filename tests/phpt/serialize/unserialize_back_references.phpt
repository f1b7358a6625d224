--TEST--
unserialize makes both places of an R: back-reference one PHP reference (arrays, properties, private properties, nested)
--FILE--
<?php
var_dump(unserialize('a:2:{i:0;i:1;i:1;R:2;}'));
$u = unserialize('a:2:{i:0;i:1;i:1;R:2;}'); $u[0] = 9; var_dump($u);
$a = [1, [2, 3]]; $a[2] = &$a[1][0]; $a[3] = &$a[0];
$s = serialize($a); echo str_replace("\0", "~", $s), "\n";
$b = unserialize($s); var_dump($b); $b[2] = 'changed'; $b[3]++; var_dump($b);
class C { public $x = 1; public $y; public $z = []; }
$o = new C; $o->y = &$o->x; $o->z[0] = &$o->x;
$s = serialize($o); echo str_replace("\0", "~", $s), "\n";
$p = unserialize($s); var_dump($p); $p->x = 'new'; var_dump($p);
$arr = ['k' => 'v']; $arr['r'] = &$arr['k']; $o2 = new stdClass; $o2->list = $arr;
$q = unserialize(serialize([$o2, &$o2->list['k']])); var_dump($q); $q[1] = 'Z'; var_dump($q[0]->list);
var_dump(unserialize('a:1:{i:0;R:5;}'));
class P { private $a = 1; protected $b; public $c; function link() { $this->b = &$this->a; $this->c = &$this->a; } function set($v) { $this->a = $v; } }
$p = new P; $p->link();
$s = serialize($p); echo str_replace("\0", "~", $s), "\n";
$q = unserialize($s); var_dump($q); $q->set(5); var_dump($q);
class W { public $v = 1; public $r; function __wakeup() { echo "wakeup ", $this->r, "\n"; } }
$w = new W; $w->r = &$w->v; $x = unserialize(serialize([$w, $w])); var_dump($x);
var_dump(unserialize('a:3:{i:0;a:1:{i:0;s:1:"x";}i:1;R:2;i:2;R:3;}'));
$r = unserialize('a:2:{i:0;a:1:{i:0;s:1:"x";}i:1;R:2;}'); $r[1][] = 'y'; var_dump($r);
--EXPECTF--
array(2) {
  [0]=>
  &int(1)
  [1]=>
  &int(1)
}
array(2) {
  [0]=>
  &int(9)
  [1]=>
  &int(9)
}
a:4:{i:0;i:1;i:1;a:2:{i:0;i:2;i:1;i:3;}i:2;R:4;i:3;R:2;}
array(4) {
  [0]=>
  &int(1)
  [1]=>
  array(2) {
    [0]=>
    &int(2)
    [1]=>
    int(3)
  }
  [2]=>
  &int(2)
  [3]=>
  &int(1)
}
array(4) {
  [0]=>
  &int(2)
  [1]=>
  array(2) {
    [0]=>
    &string(7) "changed"
    [1]=>
    int(3)
  }
  [2]=>
  &string(7) "changed"
  [3]=>
  &int(2)
}
O:1:"C":3:{s:1:"x";i:1;s:1:"y";R:2;s:1:"z";a:1:{i:0;R:2;}}
object(C)#2 (3) {
  ["x"]=>
  &int(1)
  ["y"]=>
  &int(1)
  ["z"]=>
  array(1) {
    [0]=>
    &int(1)
  }
}
object(C)#2 (3) {
  ["x"]=>
  &string(3) "new"
  ["y"]=>
  &string(3) "new"
  ["z"]=>
  array(1) {
    [0]=>
    &string(3) "new"
  }
}
array(2) {
  [0]=>
  object(stdClass)#4 (1) {
    ["list"]=>
    array(2) {
      ["k"]=>
      &string(1) "v"
      ["r"]=>
      &string(1) "v"
    }
  }
  [1]=>
  &string(1) "v"
}
array(2) {
  ["k"]=>
  &string(1) "Z"
  ["r"]=>
  &string(1) "Z"
}

Notice: unserialize(): Error at offset 13 of 14 bytes in %s on line 13
bool(false)
O:1:"P":3:{s:4:"~P~a";i:1;s:4:"~*~b";R:2;s:1:"c";R:2;}
object(P)#2 (3) {
  ["a":"P":private]=>
  &int(1)
  ["b":protected]=>
  &int(1)
  ["c"]=>
  &int(1)
}
object(P)#2 (3) {
  ["a":"P":private]=>
  &int(5)
  ["b":protected]=>
  &int(5)
  ["c"]=>
  &int(5)
}
wakeup 1
array(2) {
  [0]=>
  object(W)#6 (2) {
    ["v"]=>
    &int(1)
    ["r"]=>
    &int(1)
  }
  [1]=>
  object(W)#6 (2) {
    ["v"]=>
    &int(1)
    ["r"]=>
    &int(1)
  }
}
array(3) {
  [0]=>
  &array(1) {
    [0]=>
    &string(1) "x"
  }
  [1]=>
  &array(1) {
    [0]=>
    &string(1) "x"
  }
  [2]=>
  &string(1) "x"
}
array(2) {
  [0]=>
  &array(2) {
    [0]=>
    string(1) "x"
    [1]=>
    string(1) "y"
  }
  [1]=>
  &array(2) {
    [0]=>
    string(1) "x"
    [1]=>
    string(1) "y"
  }
}
