--TEST--
a suspended fiber whose last reference goes away unwinds: finally blocks run, catch blocks do not
--FILE--
<?php
class Res { function __destruct() { echo "Res released\n"; } }
$f = new Fiber(function () {
    $r = new Res;
    try {
        echo "suspending\n";
        Fiber::suspend();
        echo "not reached\n";
    } catch (Throwable $e) {
        echo "not caught\n";
    } finally {
        echo "finally\n";
    }
    echo "not reached after finally\n";
});
$f->start();
echo "dropping\n";
$f = null;
echo "dropped\n";
--EXPECT--
suspending
dropping
finally
Res released
dropped
