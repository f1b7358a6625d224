--TEST--
An untyped parameter cannot become typed
--FILE--
<?php
class P { public function run($x) { } }
class C extends P { public function run(array $x) { } }
--EXPECTF--
Fatal error: Declaration of C::run(array $x) must be compatible with P::run($x) in %s on line 3
