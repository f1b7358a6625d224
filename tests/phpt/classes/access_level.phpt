--TEST--
Weaker access level in a subclass
--FILE--
<?php
class A { public function f() {} }
class B extends A { protected function f() {} }
--EXPECTF--
Fatal error: Access level to B::f() must be public (as in class A) in %s on line 3
