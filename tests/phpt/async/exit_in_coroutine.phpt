--TEST--
exit() in a coroutine ends the program: the awaiting main script does not go on, shutdown functions and destructors still run
--FILE--
<?php
use function Async\spawn;
register_shutdown_function(function () { echo "shutdown\n"; });
class D { function __destruct() { echo "destruct\n"; } }
$o = new D;
$c = spawn(function () { echo "coroutine\n"; exit(3); });
Async\await($c);
echo "main after await\n";
?>
--EXPECT--
coroutine
shutdown
destruct
