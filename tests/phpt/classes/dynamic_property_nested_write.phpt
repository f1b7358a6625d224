--TEST--
A nested write or reference that creates an undeclared property is deprecated (an error for enums and readonly classes)
--FILE--
<?php
class C {}
$c = new C; $c->bar[] = 1; $c->baz['k'] = 2; 
var_dump($c);
readonly class P { public function __construct(public array $x) {} }
$p = new P([]);
try { $p->y[] = 1; } catch (Error $e) { echo $e->getMessage(), "\n"; }
try { $p->x[] = 1; } catch (Error $e) { echo $e->getMessage(), "\n"; }
class D { public $decl; public array $typed; private $priv = []; function add() { $this->priv[] = 1; $this->items[] = 2; $this->typed[] = 3; $r = &$this->refd; $r = 5; } }
$d = new D; $d->add(); $d->decl[] = 1; unset($d->decl); $d->decl['x'] = 2; var_dump($d);
foreach ([1] as $d->loopvar) {}
$s = new stdClass; $s->list[] = 1; $s->m['a']['b'] = 2; var_dump($s);
#[AllowDynamicProperties] class Dyn {} $y = new Dyn; $y->z[] = 1; $ref = &$y->w; echo "ok\n";
$e = new Exception("x"); $e->extra[] = 1;
$ao = new ArrayObject([]); $ao->prop[] = 1;
--EXPECTF--

Deprecated: Creation of dynamic property C::$bar is deprecated in %s on line 3

Deprecated: Creation of dynamic property C::$baz is deprecated in %s on line 3
object(C)#1 (2) {
  ["bar"]=>
  array(1) {
    [0]=>
    int(1)
  }
  ["baz"]=>
  array(1) {
    ["k"]=>
    int(2)
  }
}
Cannot create dynamic property P::$y
Cannot modify readonly property P::$x

Deprecated: Creation of dynamic property D::$items is deprecated in %s on line 9

Deprecated: Creation of dynamic property D::$refd is deprecated in %s on line 9
object(D)#3 (5) {
  ["decl"]=>
  array(1) {
    ["x"]=>
    int(2)
  }
  ["typed"]=>
  array(1) {
    [0]=>
    int(3)
  }
  ["priv":"D":private]=>
  array(1) {
    [0]=>
    int(1)
  }
  ["items"]=>
  array(1) {
    [0]=>
    int(2)
  }
  ["refd"]=>
  int(5)
}

Deprecated: Creation of dynamic property D::$loopvar is deprecated in %s on line 11
object(stdClass)#5 (2) {
  ["list"]=>
  array(1) {
    [0]=>
    int(1)
  }
  ["m"]=>
  array(1) {
    ["a"]=>
    array(1) {
      ["b"]=>
      int(2)
    }
  }
}
ok

Deprecated: Creation of dynamic property Exception::$extra is deprecated in %s on line 14

Deprecated: Creation of dynamic property ArrayObject::$prop is deprecated in %s on line 15
