--TEST--
A literal inside a destructuring pattern is a compile-time error
--FILE--
<?php
[$a, 1] = [1, 2];
echo "not reached\n";
--EXPECTF--

Fatal error: Assignments can only happen to writable values in %s on line 2
