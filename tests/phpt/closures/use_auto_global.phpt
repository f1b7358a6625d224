--TEST--
A superglobal cannot be a closure's lexical variable
--FILE--
<?php
echo "never printed\n";
$f = function () use ($_SERVER) { return 1; };
--EXPECTF--

Fatal error: Cannot use auto-global as lexical variable in %s on line 3
