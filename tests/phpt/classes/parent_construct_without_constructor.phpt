--TEST--
parent::__construct() when the parent has no constructor throws 'Cannot call constructor'
--FILE--
<?php
class P { public function __construct() { echo "P\n"; } }
class C extends P { public function __construct() { parent::__construct(); echo "C\n"; } }
new C;
class D { public function __call($n, $a) { echo "__call $n\n"; } }
class E extends D { function __construct() { parent::__construct(); } }
try { new E; } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
--EXPECT--
P
C
Error: Cannot call constructor
