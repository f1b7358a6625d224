--TEST--
return; in a function with a nullable return type suggests return null;
--FILE--
<?php
echo "x";
function f(?int $a): ?int { if ($a) { return $a; } return; }
--EXPECTF--
Fatal error: A function with return type must return a value (did you mean "return null;" instead of "return;"?) in %s on line 3
