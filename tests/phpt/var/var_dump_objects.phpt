--TEST--
var: var dump objects
--FILE--
<?php
class P { private $pp = 1; protected $pr = 2; }
class Foo extends P {
    public int $typed;
    public ?Foo $n = null;
    private $priv = 'x';
    protected $prot = [1];
    public $pub;
}
$f = new Foo;
var_dump($f);
$f->typed = 5;
$f->n = new Foo;
var_dump($f);
$o = new stdClass;
var_dump($o);
$o->a = 1;
$o->{'b c'} = [1];
var_dump($o);
--EXPECT--
object(Foo)#1 (6) {
  ["pp":"P":private]=>
  int(1)
  ["pr":protected]=>
  int(2)
  ["typed"]=>
  uninitialized(int)
  ["n"]=>
  NULL
  ["priv":"Foo":private]=>
  string(1) "x"
  ["prot":protected]=>
  array(1) {
    [0]=>
    int(1)
  }
  ["pub"]=>
  NULL
}
object(Foo)#1 (7) {
  ["pp":"P":private]=>
  int(1)
  ["pr":protected]=>
  int(2)
  ["typed"]=>
  int(5)
  ["n"]=>
  object(Foo)#2 (6) {
    ["pp":"P":private]=>
    int(1)
    ["pr":protected]=>
    int(2)
    ["typed"]=>
    uninitialized(int)
    ["n"]=>
    NULL
    ["priv":"Foo":private]=>
    string(1) "x"
    ["prot":protected]=>
    array(1) {
      [0]=>
      int(1)
    }
    ["pub"]=>
    NULL
  }
  ["priv":"Foo":private]=>
  string(1) "x"
  ["prot":protected]=>
  array(1) {
    [0]=>
    int(1)
  }
  ["pub"]=>
  NULL
}
object(stdClass)#3 (0) {
}
object(stdClass)#3 (2) {
  ["a"]=>
  int(1)
  ["b c"]=>
  array(1) {
    [0]=>
    int(1)
  }
}
