--TEST--
A closure cannot use a variable named like one of its parameters
--FILE--
<?php
echo "never printed\n";
$x = 1;
$f = function ($x) use ($x) { return $x; };
--EXPECTF--

Fatal error: Cannot use lexical variable $x as a parameter name in %s on line 4
