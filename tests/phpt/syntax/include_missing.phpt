--TEST--
including a missing file warns, requiring it is fatal
--FILE--
<?php
$r = include 'surely_missing_file.php';
var_dump($r);
echo "still running\n";
require 'surely_missing_file.php';
echo "not reached\n";
--EXPECTF--
Warning: include(surely_missing_file.php): Failed to open stream: No such file or directory in %s on line 2

Warning: include(): Failed opening 'surely_missing_file.php' for inclusion (include_path='%s') in %s on line 2
bool(false)
still running

Warning: require(surely_missing_file.php): Failed to open stream: No such file or directory in %s on line 5

Fatal error: Uncaught Error: Failed opening required 'surely_missing_file.php' (include_path='%s') in %s:5
Stack trace:
#0 {main}
  thrown in %s on line 5
