--TEST--
A void return type cannot change
--FILE--
<?php
class P { public function v(): void { } }
class C extends P { public function v(): int { return 1; } }
--EXPECTF--
Fatal error: Declaration of C::v(): int must be compatible with P::v(): void in %s on line 3
