--TEST--
Incrementing an element of a constant is the compile-time error about temporary expressions
--FILE--
<?php
echo "not printed\n";
const COUNTS = [0, 0];
COUNTS[0]++;
--EXPECTF--

Fatal error: Cannot use temporary expression in write context in %s on line 4
