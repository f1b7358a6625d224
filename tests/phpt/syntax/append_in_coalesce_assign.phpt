--TEST--
$a[] ??= v is the compile-time error "Cannot use [] for reading" (it used to hang)
--FILE--
<?php
echo "compile error first\n";
$list = [];
$list[] ??= 5;
--EXPECTF--

Fatal error: Cannot use [] for reading in %s on line 4
