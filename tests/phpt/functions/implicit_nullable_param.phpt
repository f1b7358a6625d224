--TEST--
A typed parameter with the default null is implicitly nullable: messages and reflection show ?T (T|null for a union)
--FILE--
<?php
function f(int $x = null, Foo $o = null, int|string $u = null) { var_dump($x); }
f(null);
$p = (new ReflectionFunction('f'))->getParameters();
foreach ($p as $q) { echo $q->getType(), ' ', var_export($q->allowsNull(), true), ' ', get_class($q->getType()), "\n"; }
try { f("abc"); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
try { f(1, 5); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
try { f(1, null, 1.5); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
try { f(1, null, []); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
class A { public function f(int $x = null, array $y = null) {} }
echo (new ReflectionMethod("A", "f"))->getParameters()[0], "\n";
--EXPECTF--
NULL
?int true ReflectionNamedType
?Foo true ReflectionNamedType
string|int|null true ReflectionUnionType
f(): Argument #1 ($x) must be of type ?int, string given, called in %s on line 6
f(): Argument #2 ($o) must be of type ?Foo, int given, called in %s on line 7

Deprecated: Implicit conversion from float 1.5 to int loses precision in %s on line 2
int(1)
f(): Argument #3 ($u) must be of type string|int|null, array given, called in %s on line 9
Parameter #0 [ <optional> ?int $x = NULL ]
