--TEST--
Compile-time deprecations found before a compile error are still printed
--FILE--
<?php
echo "compiled first\n";
function range_of($step = 1, $step) { return $step; }
--EXPECTF--

Deprecated: Optional parameter $step declared before required parameter $step is implicitly treated as a required parameter in %s on line 3

Fatal error: Redefinition of parameter $step in %s on line 3
