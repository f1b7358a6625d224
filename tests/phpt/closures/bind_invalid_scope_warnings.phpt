--TEST--
Closure bind, bindTo and call refuse internal class scopes and rebinding closures made from functions or methods
--FILE--
<?php
class A { private $v = 'a'; public function m() { return $this->v; } public static function s() { return static::class; } }
class B { private $v = 'b'; }
class C extends A {}
$f = function () { return $this->v; };
var_dump(Closure::bind($f, new A, A::class)());
var_dump(Closure::bind($f, new stdClass, 'stdClass'));
var_dump($f->bindTo(new stdClass, new ArrayObject([])));
var_dump($f->call(new B));
var_dump($f->call(new ArrayObject([])));
$m = Closure::fromCallable([new A, 'm']);
var_dump($m->bindTo(new B));
var_dump($m->bindTo(new C)());
var_dump($m->bindTo(null));
var_dump($m->bindTo(new A, B::class));
$s = Closure::fromCallable('A::s');
var_dump($s->bindTo(new A));
var_dump($s->bindTo(null, C::class));
var_dump(strlen(...)->bindTo(null, A::class));
function plain() { return 1; }
var_dump(plain(...)->bindTo(null, A::class));
$uses = function () { return $this; };
var_dump($uses->bindTo(new A)->bindTo(null));
$nouse = function () { return 1; };
var_dump($nouse->bindTo(new A)->bindTo(null)());
$st = static fn() => 1;
var_dump($st->call(new A));
--EXPECTF--
string(1) "a"

Warning: Cannot bind closure to scope of internal class stdClass in %s on line 7
NULL

Warning: Cannot bind closure to scope of internal class ArrayObject in %s on line 8
NULL
string(1) "b"

Warning: Cannot bind closure to scope of internal class ArrayObject in %s on line 10
NULL

Warning: Cannot bind method A::m() to object of class B in %s on line 12
NULL
string(1) "a"

Warning: Cannot unbind $this of method in %s on line 14
NULL

Warning: Cannot rebind scope of closure created from method in %s on line 15
NULL

Warning: Cannot bind an instance to a static closure in %s on line 17
NULL

Warning: Cannot rebind scope of closure created from method in %s on line 18
NULL

Warning: Cannot rebind scope of closure created from function in %s on line 19
NULL

Warning: Cannot rebind scope of closure created from function in %s on line 21
NULL

Warning: Cannot unbind $this of closure using $this in %s on line 23
NULL
int(1)

Warning: Cannot bind an instance to a static closure in %s on line 27
NULL
