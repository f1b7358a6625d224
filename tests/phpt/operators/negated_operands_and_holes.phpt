--TEST--
prefix operators on negations (-!$a, (int)!$x) and skipped destructuring elements
--FILE--
<?php
$a = 0;
$x = 5;
var_dump(-!$a, (int)!$x, (bool)!$a, ~-1, -!$a * 3, (string)!$x);
[$p, , $q] = [1, 2, 3];
foreach ([[1, 2, 3]] as [, $m]) echo $m, "\n";
list(, $z) = [7, 8];
echo "$p $q $z\n";
--EXPECT--
int(-1)
int(0)
bool(true)
int(0)
int(-3)
string(0) ""
2
1 3 8
