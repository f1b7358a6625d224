--TEST--
DNF types: an intersection member matches objects of every class in it, and messages parenthesize it inside a union
--FILE--
<?php
interface A {} interface B {} interface C {}
class AB implements A, B {} class OnlyA implements A {} class CC implements C {}
function f((A&B)|null $x) { return $x ? get_class($x) : "null"; }
function g((A&B)|C $x) { return get_class($x); }
function h(A&B $x): A&B { return $x; }
class P { public (A&B)|null $p = null; public A&B $q; }
foreach ([fn() => f(new AB), fn() => f(null), fn() => f(new OnlyA), fn() => g(new CC), fn() => g(new AB), fn() => g(new OnlyA), fn() => g(5), fn() => get_class(h(new AB)), fn() => h(new OnlyA)] as $t) {
    try { echo $t(), "\n"; } catch (TypeError $e) { echo preg_replace('/, called in .*/', '', $e->getMessage()), "\n"; }
}
$o = new P;
try { $o->p = new OnlyA; } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
try { $o->q = new CC; } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
$o->q = new AB; echo get_class($o->q), "\n";
--EXPECT--
AB
null
f(): Argument #1 ($x) must be of type (A&B)|null, OnlyA given
CC
AB
g(): Argument #1 ($x) must be of type (A&B)|C, OnlyA given
g(): Argument #1 ($x) must be of type (A&B)|C, int given
AB
h(): Argument #1 ($x) must be of type A&B, OnlyA given
Cannot assign OnlyA to property P::$p of type (A&B)|null
Cannot assign CC to property P::$q of type A&B
AB
