--TEST--
Curly-brace offsets are a compile-time error
--FILE--
<?php
echo "never printed\n";
$s = "hello";
echo $s{0};
--EXPECTF--
Fatal error: Array and string offset access syntax with curly braces is no longer supported in %s on line 4
