--TEST--
Incompatible method signature
--FILE--
<?php
class A { function f(int $a, $b = 1, ...$c): string { return ""; } }
class B extends A { function f() {} }
--EXPECTF--
Fatal error: Declaration of B::f() must be compatible with A::f(int $a, $b = 1, ...$c): string in %s on line 3
