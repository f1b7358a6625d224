--TEST--
isset($a[]) is the compile-time error "Cannot use [] for reading"
--FILE--
<?php
echo "never printed\n";
$x = ['a'];
var_dump(isset($x[]));
--EXPECTF--

Fatal error: Cannot use [] for reading in %s on line 4
