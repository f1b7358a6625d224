--TEST--
A return type may be a union with static, nullable static
--FILE--
<?php
class A { public function make(): static|int { return new static; } public function bad(): static|null { return null; } public function n(): ?static { return 5; } }
class B extends A {}
echo get_class((new B)->make()), "\n";
var_dump((new A)->bad());
try { (new A)->n(); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
class C { function u(): static|int { return "x"; } function v(): static { return 1; } } try { (new C)->u(); } catch (TypeError $e) { echo $e->getMessage(), "\n"; } try { (new C)->v(); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
B
NULL
A::n(): Return value must be of type ?A, int returned
C::u(): Return value must be of type C|int, string returned
C::v(): Return value must be of type C, int returned
