--TEST--
A Timeout reports isCompleted() and isCancelled() once it has fired, as after cancel(); while armed both are false
--FILE--
<?php
use function Async\spawn;
use function Async\await;
use function Async\delay;
use function Async\timeout;

$t = timeout(5);
var_dump($t->isCompleted(), $t->isCancelled());
try {
    await(spawn(function () { delay(100); }), $t);
} catch (Async\OperationCanceledException $e) {
    echo get_class($e->getPrevious()), ": ", $e->getPrevious()->getMessage(), "\n";
}
var_dump($t->isCompleted(), $t->isCancelled());

$u = timeout(1000);
$u->cancel();
var_dump($u->isCompleted(), $u->isCancelled());
?>
--EXPECT--
bool(false)
bool(false)
Async\TimeoutException: Timeout occurred after 5 milliseconds
bool(true)
bool(true)
bool(true)
bool(true)
