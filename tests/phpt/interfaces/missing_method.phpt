--TEST--
Class not implementing interface methods
--FILE--
<?php
interface I { function f(); function g(); }
class E implements I { function f() {} }
--EXPECTF--
Fatal error: Class E contains 1 abstract method and must therefore be declared abstract or implement the remaining methods (I::g) in %s on line 3
