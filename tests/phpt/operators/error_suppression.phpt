--TEST--
@ silences warnings from undefined variables and keys
--FILE--
<?php
$arr = [];
$v = @$arr['missing'];
var_dump($v);
$w = @$undefined_var;
var_dump($w);
echo @file_get_contents('/nonexistent/file') === false ? "false\n" : "??\n";
$x = $arr['loud'] ?? 'quiet';
echo $x, "\n";
echo $arr['loud2'];
echo "\ndone\n";
--EXPECTF--
NULL
NULL
false
quiet

Warning: Undefined array key "loud2" in %s on line 10

done
