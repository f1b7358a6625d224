--TEST--
str_repeat whose size overflows reports PHP's integer overflow fatal error
--FILE--
<?php
echo "start\n";
echo str_repeat("abc", PHP_INT_MAX);
--EXPECTF--
start

Fatal error: Possible integer overflow in memory allocation (3 * 9223372036854775807 + 32) in %s on line 3
