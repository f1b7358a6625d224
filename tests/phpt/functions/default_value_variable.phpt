--TEST--
A variable in a parameter default is a compile-time error
--FILE--
<?php
echo "never printed\n";
$y = 1;
function usesDefault($x = $y) { return $x; }
--EXPECTF--

Fatal error: Constant expression contains invalid operations in %s on line 4
