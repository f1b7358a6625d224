--TEST--
Binding an instance to a static closure warns; calling a non-callable names its type; ReflectionFunction::getClosureThis and getClosureScopeClass
--FILE--
<?php
class A { public $v = 'a'; public function get(): Closure { return function () { return $this->v; }; } }
$static = static fn() => 1;
var_dump(Closure::bind($static, new A));
var_dump($static->bindTo(new A));
var_dump($static->call(new A));
var_dump(Closure::bind($static, null, A::class)());
$c = (new A)->get();
$r = new ReflectionFunction($c);
var_dump($r->getClosureThis() instanceof A, $r->getClosureScopeClass()->getName());
$plain = function () {};
var_dump((new ReflectionFunction($plain))->getClosureThis(), (new ReflectionFunction($plain))->getClosureScopeClass());
var_dump((new ReflectionFunction('strlen'))->getClosureThis());
$n = null; $i = 5; $f = 1.5; $b = true; $o = new stdClass;
foreach ([$n, $i, $f, $b, $o] as $v) { try { $v(); } catch (Error $e) { echo $e->getMessage(), "\n"; } }
try { (null)(); } catch (Error $e) { echo $e->getMessage(), "\n"; }
try { $x = strlen(...); $y = $n(...); } catch (Error $e) { echo $e->getMessage(), "\n"; }
--EXPECTF--
Warning: Cannot bind an instance to a static closure in %s on line 4
NULL

Warning: Cannot bind an instance to a static closure in %s on line 5
NULL

Warning: Cannot bind an instance to a static closure in %s on line 6
NULL
int(1)
bool(true)
string(1) "A"
NULL
NULL
NULL
Value of type null is not callable
Value of type int is not callable
Value of type float is not callable
Value of type bool is not callable
Object of type stdClass is not callable
Value of type null is not callable
Value of type null is not callable
