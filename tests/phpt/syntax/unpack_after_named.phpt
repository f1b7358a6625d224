--TEST--
compile-time error: argument unpacking after named arguments
--FILE--
<?php
function show($x, $y, $z = 0) { return "$x $y $z"; }
echo "never printed\n";
echo show(z: 9, ...[1, 2]);
--EXPECTF--
Fatal error: Cannot use argument unpacking after named arguments in %s on line 4
