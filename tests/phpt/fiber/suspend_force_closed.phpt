--TEST--
suspending again in a finally block of a fiber being destroyed throws FiberError
--FILE--
<?php
$f = new Fiber(function (): void {
    try {
        Fiber::suspend();
    } finally {
        echo "finally\n";
        Fiber::suspend();
    }
});
$f->start();
unset($f);
echo "not reached\n";
--EXPECTF--
finally

Fatal error: Uncaught FiberError: Cannot suspend in a force-closed fiber in %s:7
Stack trace:
#0 %s(7): Fiber::suspend()
#1 [internal function]: {closure}()
#2 {main}
  thrown in %s on line 7
