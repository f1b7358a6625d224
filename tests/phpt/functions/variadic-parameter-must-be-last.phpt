--TEST--
A parameter after a variadic one is a compile error
--FILE--
<?php
function collect(string $sep, ...$parts, $tail) { return implode($sep, $parts) . $tail; }
echo collect(",", 1, 2);
--EXPECTF--

Fatal error: Only the last parameter can be variadic in %s on line 2
