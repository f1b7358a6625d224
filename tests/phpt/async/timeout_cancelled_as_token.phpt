--TEST--
A cancelled Timeout is complete: used as a cancellation token it cancels the wait (OperationCanceledException without a previous), at once or while waiting; an operation that can complete at once ignores it
--FILE--
<?php
use function Async\spawn;
use function Async\await;
use function Async\await_all;
use function Async\delay;
use function Async\timeout;
use Async\OperationCanceledException;

$t = timeout(1000);
$t->cancel();
var_dump($t->isCompleted(), $t->isCancelled());

$slow = spawn(function () {
    delay(50);
    return "slow";
});
try {
    await($slow, $t);
    echo "await: not cancelled\n";
} catch (OperationCanceledException $e) {
    echo "await: ", $e->getMessage(), ", previous: ", var_export($e->getPrevious(), true), "\n";
}

$ch = new Async\Channel();
try {
    $ch->recv($t);
    echo "recv: not cancelled\n";
} catch (OperationCanceledException $e) {
    echo "recv: ", $e->getMessage(), "\n";
}

$state = new Async\FutureState();
try {
    (new Async\Future($state))->await($t);
} catch (OperationCanceledException $e) {
    echo "future: ", $e->getMessage(), "\n";
}
$state->ignore();

$done = spawn(fn() => "done");
await($done);
echo "finished awaitable: ", await($done, $t), "\n";

$buffered = new Async\Channel(1);
$buffered->send(1, $t);
echo "send with a free slot: ok\n";
echo "recv with a value: ", $buffered->recv($t), "\n";

$u = timeout(5000);
$waiter = spawn(function () use ($u) {
    try {
        await(spawn(fn() => delay(200)), $u);
        echo "waiter: not cancelled\n";
    } catch (OperationCanceledException $e) {
        echo "waiter: ", $e->getMessage(), "\n";
    }
});
spawn(function () use ($u) {
    delay(10);
    echo "cancelling the timeout\n";
    $u->cancel();
});
await($waiter);
echo "slow still finishes: ", await($slow), "\n";
?>
--EXPECT--
bool(true)
bool(true)
await: Operation has been cancelled, previous: NULL
recv: Operation has been cancelled
future: Operation has been cancelled
finished awaitable: done
send with a free slot: ok
recv with a value: 1
cancelling the timeout
waiter: Operation has been cancelled
slow still finishes: slow
