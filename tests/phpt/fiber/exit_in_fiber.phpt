--TEST--
exit inside a fiber ends the program
--FILE--
<?php
register_shutdown_function(function () { echo "shutdown\n"; });
$f = new Fiber(function () {
    echo "bye\n";
    exit(3);
});
$f->start();
echo "not reached\n";
--EXPECT--
bye
shutdown
