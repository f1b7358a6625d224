--TEST--
exit with a string, die, and output after exit
--FILE--
<?php
function stop($msg) {
    echo "stopping: ";
    exit($msg);
}
echo "start\n";
register_shutdown_function(function () { echo "\nshutdown ran\n"; });
try {
    stop("bye");
} finally {
    echo "finally does not run on exit\n";
}
echo "never\n";
--EXPECT--
start
stopping: bye
shutdown ran
