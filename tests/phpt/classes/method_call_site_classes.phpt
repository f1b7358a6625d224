--TEST--
method call sites that see different classes, scopes and fallbacks
--FILE--
<?php
// One call site sees objects of different classes, private methods from different
// scopes, __call fallbacks and closures.
class A { public function m() { return "A"; } private function p() { return "A::p"; }
  public function callP($o) { return $o->p(); } }
class B extends A { public function m() { return "B"; } }
class C { public function __call($n, $a) { return "C::__call($n)"; } }
class D { private function m() { return "D private"; } public function __call($n, $a) { return "D::__call($n)"; } }
trait T { private function t() { return static::class; } public function viaT($o) { return $o->t(); } }
class E { use T; }
class F { use T; }
$objs = [new A, new B, new C, new D, new A];
foreach ($objs as $o) {
    echo $o->m(), "\n";
}
$fn = function () { return "closure"; };
foreach ([$fn, $fn] as $c) { echo $c->call(new A), "\n"; }
$a = new A;
foreach ([new A, new B, new A] as $o) {
    try { echo $a->callP($o), "\n"; } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
}
foreach ([[new E, new E], [new F, new F], [new E, new F]] as [$x, $y]) {
    try { echo $x->viaT($y), "\n"; } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
}
function gen() { yield 1; yield 2; }
foreach ([gen(), gen()] as $g) { echo $g->current(), "\n"; $g->next(); echo $g->current(), "\n"; }
foreach ([new A, null, 5] as $o) {
    try { echo $o?->m() ?? "null", "\n"; } catch (Error $e) { echo $e->getMessage(), "\n"; }
}
--EXPECT--
A
B
C::__call(m)
D::__call(m)
A
closure
closure
A::p
A::p
A::p
E
F
Error: Call to private method F::t() from scope E
1
2
1
2
A
null
Call to a member function m() on int
