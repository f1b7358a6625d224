--TEST--
A function declared outside a class cannot return static
--FILE--
<?php
function f(): static { return 1; }
echo "x\n";
--EXPECTF--
Fatal error: Cannot use "static" when no class scope is active in %s on line 2
