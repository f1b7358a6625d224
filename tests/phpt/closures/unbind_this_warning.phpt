--TEST--
Unbinding $this from a closure that uses $this, or from a method closure, warns and gives null
--FILE--
<?php
class A { public $v = 1;
 function a() { return function() { return 1; }; }
 function b() { return function() { return $this->v; }; }
 function c() { return function() { return function() { return $this->v; }; }; }
 function d() { return fn() => fn() => $this; }
 function e() { return function() { return isset($this); }; }
}
$o = new A;
foreach (['a','b','c','d','e'] as $m) { $c = $o->$m(); $r = Closure::bind($c, null); echo $m, ": ", $r === null ? "null" : "closure", "\n"; $r2 = $c->bindTo(null, A::class); echo $m, "2: ", $r2 === null ? "null" : "closure", "\n"; }
class B { public $n = 'b'; function m() { return $this->n; } static function s() { return 's'; } }
$fc = (new B)->m(...); var_dump(Closure::bind($fc, null)); var_dump($fc->bindTo(new B)());
$sc = B::s(...); var_dump(Closure::bind($sc, null)());
$plain = function() { return 5; }; var_dump(Closure::bind($plain, null)());
--EXPECTF--
a: closure
a2: closure

Warning: Cannot unbind $this of closure using $this in %s on line 10
b: null

Warning: Cannot unbind $this of closure using $this in %s on line 10
b2: null
c: closure
c2: closure
d: closure
d2: closure

Warning: Cannot unbind $this of closure using $this in %s on line 10
e: null

Warning: Cannot unbind $this of closure using $this in %s on line 10
e2: null

Warning: Cannot unbind $this of method in %s on line 12
NULL
string(1) "b"
string(1) "s"
int(5)
