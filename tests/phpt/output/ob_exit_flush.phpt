--TEST--
output: ob exit flush
--FILE--
<?php
echo "start\n";
ob_start(fn($b) => strtoupper($b));
ob_start();
echo "still buffered at exit\n";
--EXPECT--
start
STILL BUFFERED AT EXIT
