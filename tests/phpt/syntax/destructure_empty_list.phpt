--TEST--
An empty destructuring pattern is a compile-time error
--FILE--
<?php
echo "x";
[] = [1];
--EXPECTF--

Fatal error: Cannot use empty list in %s on line 3
