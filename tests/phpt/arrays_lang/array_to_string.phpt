--TEST--
arrays in string context convert to "Array" with a warning
--FILE--
<?php
$arr = [1, 2];
echo "Value: " . $arr . "\n";
$s = "interp: $arr";
echo $s, "\n";
echo implode(",", [[1], 2]), "\n";
var_dump((string) [] === "Array");
--EXPECTF--
Warning: Array to string conversion in %s on line 3
Value: Array

Warning: Array to string conversion in %s on line 4
interp: Array

Warning: Array to string conversion in %s on line 6
Array,2

Warning: Array to string conversion in %s on line 7
bool(true)
