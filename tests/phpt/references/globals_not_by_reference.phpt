--TEST--
$GLOBALS cannot be passed by reference; its elements can
--FILE--
<?php
try { sort($GLOBALS); } catch (Error $e) { echo $e->getMessage(), "\n"; }
function byref(&$a) { $a = 1; }
try { byref($GLOBALS); } catch (Error $e) { echo $e->getMessage(), "\n"; }
$GLOBALS['arr'] = [3, 1, 2]; sort($GLOBALS['arr']); echo implode(",", $arr), "\n";
--EXPECT--
sort(): Argument #1 ($array) cannot be passed by reference
byref(): Argument #1 ($a) cannot be passed by reference
1,2,3
