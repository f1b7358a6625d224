--TEST--
compile-time error: empty array element
--FILE--
<?php
echo "never printed\n";
$a = [1, , 2];
--EXPECTF--
Fatal error: Cannot use empty array elements in arrays in %s on line 3
