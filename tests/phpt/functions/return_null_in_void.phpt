--TEST--
return null; in a void function suggests return;
--FILE--
<?php
echo "x";
class A { public function run(): void { return null; } }
--EXPECTF--
Fatal error: A void function must not return a value (did you mean "return;" instead of "return null;"?) in %s on line 3
