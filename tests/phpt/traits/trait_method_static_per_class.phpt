--TEST--
static variables of a trait method are kept per using class, shared with subclasses
--FILE--
<?php
trait Stat { public function counter() { static $c = 0; return ++$c; } }
class C1 { use Stat; }
class C2 { use Stat; }
class C3 extends C1 {}
$c1 = new C1;
$c1->counter();
echo $c1->counter(), (new C2)->counter(), (new C3)->counter(), "\n";
class P { public function hit() { static $n = 0; return ++$n; } }
class Q extends P {}
(new P)->hit();
echo (new Q)->hit(), "\n";
--EXPECT--
213
2
