--TEST--
Coroutine::isStarted() stays false for a coroutine cancelled before it ran; it finishes cancelled without running
--FILE--
<?php
use function Async\spawn;
use function Async\suspend;
use function Async\await;
use Async\AsyncCancellation;

$c = spawn(function () {
    echo "body runs\n";
});
$c->cancel(new AsyncCancellation("early"));
echo "requested: ", var_export($c->isCancellationRequested(), true), "\n";
echo "started: ", var_export($c->isStarted(), true), "\n";
echo "cancelled: ", var_export($c->isCancelled(), true), "\n";
suspend();
echo "after the scheduler reached it\n";
echo "started: ", var_export($c->isStarted(), true), "\n";
echo "completed: ", var_export($c->isCompleted(), true), "\n";
echo "cancelled: ", var_export($c->isCancelled(), true), "\n";
echo "running: ", var_export($c->isRunning(), true), "\n";
echo "suspended: ", var_export($c->isSuspended(), true), "\n";
echo "requested: ", var_export($c->isCancellationRequested(), true), "\n";
echo "exception: ", $c->getException()->getMessage(), "\n";
try {
    await($c);
} catch (AsyncCancellation $e) {
    echo "await: ", $e->getMessage(), "\n";
}

$d = spawn(function () {
    suspend();
});
suspend();
$d->cancel();
suspend();
echo "cancelled while suspended, started: ", var_export($d->isStarted(), true), "\n";
echo "cancelled: ", var_export($d->isCancelled(), true), "\n";
?>
--EXPECT--
requested: true
started: false
cancelled: false
after the scheduler reached it
started: false
completed: true
cancelled: true
running: false
suspended: false
requested: false
exception: early
await: early
cancelled while suspended, started: true
cancelled: true
