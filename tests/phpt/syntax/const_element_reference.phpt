--TEST--
Taking a reference to a nested element of a class constant is a compile-time error
--FILE--
<?php
echo "not printed\n";
class Table { const ROWS = [[1, 2]]; }
$cell = &Table::ROWS[0][1];
--EXPECTF--

Fatal error: Cannot use temporary expression in write context in %s on line 4
