--TEST--
A list() pattern may not nest [] patterns (and the other way round)
--FILE--
<?php
echo "start\n";
list('a' => $aa, 'c' => [$c1, $c2]) = ['a' => 'A', 'c' => [1, 2]];
--EXPECTF--
Fatal error: Cannot mix [] and list() in %s on line 3
