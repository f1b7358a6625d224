--TEST--
ob_start, ob_get_clean, nesting and callbacks
--FILE--
<?php
ob_start();
echo "captured";
$out = ob_get_clean();
echo strtoupper($out), "\n";
ob_start();
echo "level ", ob_get_level();
ob_start();
echo " inner";
$inner = ob_get_contents();
ob_end_clean();
echo " after inner";
$outer = ob_get_clean();
echo $outer, " | ", $inner, "\n";
ob_start(fn($buf) => str_replace("cat", "dog", $buf));
echo "the cat sat\n";
ob_end_flush();
ob_start();
print "length";
echo " ", ob_get_length();
ob_end_flush();
echo "\n", ob_get_level(), "\n";
var_dump(ob_get_clean());
--EXPECT--
CAPTURED
level 1 after inner |  inner
the dog sat
length 7
0
bool(false)
