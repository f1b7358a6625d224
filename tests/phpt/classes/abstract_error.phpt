--TEST--
Concrete class missing abstract methods
--FILE--
<?php
abstract class A { abstract function foo(); abstract protected function bar($x); }
class B extends A { function foo() {} }
echo "unreachable\n";
--EXPECTF--
Fatal error: Class B contains 1 abstract method and must therefore be declared abstract or implement the remaining methods (A::bar) in %s on line 3
