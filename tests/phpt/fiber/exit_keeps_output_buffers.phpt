--TEST--
exit in a nested fiber ends the program like an exit in its resumer: buffered output is flushed, shutdown functions see the buffers
--FILE--
<?php
ob_start();
$outer = new Fiber(function () {
    $inner = new Fiber(function () { echo "inner out\n"; Fiber::suspend(); exit("bye from inner\n"); });
    $inner->start();
    echo "outer mid\n";
    $inner->resume();
});
register_shutdown_function(function () { echo "shutdown: level ", ob_get_level(), "\n"; });
$outer->start();
--EXPECT--
inner out
outer mid
bye from inner
shutdown: level 1
