--TEST--
Destructuring by reference from a value that is not a variable or call is a compile-time error
--FILE--
<?php
echo "not printed\n";
$x = [1, 2];
[$a, &$b] = $x;
[$p, [, &$q]] = $x + [1 => [5, 6]];
--EXPECTF--
Fatal error: Cannot assign reference to non referenceable value in %s on line 5
