--TEST--
output: ob nested
--FILE--
<?php
echo "level ", ob_get_level(), "\n";
ob_start();
echo "outer1 ";
ob_start();
echo "inner ";
echo "level ", ob_get_level();
$inner = ob_get_clean();
echo "outer2 ";
$outer = ob_get_clean();
var_dump($inner, $outer);
ob_start();
echo "A";
ob_start();
echo "B";
ob_end_flush();
echo "C";
$all = ob_get_clean();
var_dump($all);
--EXPECT--
level 0
string(13) "inner level 2"
string(14) "outer1 outer2 "
string(3) "ABC"
