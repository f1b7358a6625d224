--TEST--
A parse error prints PHP's message and nothing of the script runs
--FILE--
<?php
echo "never printed\n";
$x = [1, 2
echo $x;
--EXPECTF--
Parse error: syntax error, unexpected token "echo", expecting "]" in %s on line 4
