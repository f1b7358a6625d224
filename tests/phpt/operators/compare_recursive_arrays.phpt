--TEST--
comparing arrays or objects that contain themselves ends in PHP's nesting fatal error
--FILE--
<?php
$a = [1]; $a[] = &$a;
$b = [1]; $b[] = &$b;
echo "start\n";
var_dump($a === $b);
--EXPECTF--
start

Fatal error: Nesting level too deep - recursive dependency? in %s on line 5
