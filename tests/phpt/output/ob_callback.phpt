--TEST--
output: ob callback
--FILE--
<?php
ob_start(function ($buf, $phase) { return "[" . $phase . ":" . $buf . "]"; });
echo "a";
ob_flush();
echo "b";
ob_clean();
echo "c";
ob_end_flush();
echo "\n";
ob_start(fn($b) => strtoupper($b));
echo "shout\n";
ob_end_flush();
ob_start('strtolower');
echo "QUIET\n";
ob_end_flush();
--EXPECTF--
[5:a][8:c]
SHOUT
QUIET

Fatal error: Uncaught ArgumentCountError: strtolower() expects exactly 1 argument, 2 given in %s:15
Stack trace:
#0 [internal function]: strtolower('QUIET\n', 9)
#1 %s(15): ob_end_flush()
#2 {main}
  thrown in %s on line 15
