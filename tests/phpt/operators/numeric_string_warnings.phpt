--TEST--
arithmetic on leading-numeric strings and arrays in string context warn
--FILE--
<?php
echo 1 + "1 apple", "\n";
echo "x" . [1], "\n";
echo implode(",", [1, [2]]), "\n";
try { echo 1 + "apple"; } catch (TypeError $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { echo [] + 1; } catch (TypeError $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
--EXPECTF--
Warning: A non-numeric value encountered in %s on line 2
2

Warning: Array to string conversion in %s on line 3
xArray

Warning: Array to string conversion in %s on line 4
1,Array
TypeError: Unsupported operand types: int + string
TypeError: Unsupported operand types: array + int
