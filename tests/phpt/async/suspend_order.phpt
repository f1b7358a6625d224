--TEST--
Coroutines run in spawn order after the main script; suspend() re-queues at the tail (spec 2.3)
--FILE--
<?php
use function Async\spawn;
use function Async\suspend;

spawn(function() { echo "A1\n"; suspend(); echo "A2\n"; suspend(); echo "A3\n"; });
spawn(function() { echo "B1\n"; suspend(); echo "B2\n"; });
spawn(function() { echo "C\n"; });
echo "End\n";
?>
--EXPECT--
End
A1
B1
C
A2
B2
A3
