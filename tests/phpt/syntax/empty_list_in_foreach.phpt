--TEST--
An empty list() as foreach target is a compile-time error
--FILE--
<?php
echo "never printed\n";
[$a, [, $b]] = [1, [2, 3]];
foreach ([[1]] as list()) {}
--EXPECTF--

Fatal error: Cannot use empty list in %s on line 4
