--TEST--
Channel: a hard consumer timeout fires at its deadline, a token cancels recv(), a soft timer is resolved as a deadlock when nothing else can run
--FILE--
<?php
use Async\Channel;
use function Async\spawn;
use function Async\timeout;

$soft = new Channel(0, 5000);
spawn(function () use ($soft) {
    try {
        $soft->recv();
    } catch (Async\ChannelException $e) {
        echo "soft: ", $e->getMessage(), " ", $e->reason->name, "\n";
    }
});
$hard = new Channel(2, 0, 30, true);
$hard->send(1);
$hard->send(2);
try {
    $hard->send(3);
} catch (Async\ChannelException $e) {
    echo "hard: ", $e->getMessage(), " ", $e->reason->name, "\n";
}
$t = new Channel(1);
try {
    $t->recv(timeout(10));
} catch (Async\OperationCanceledException $e) {
    $p = $e->getPrevious();
    echo get_class($e), ": ", $e->getMessage(), " / ", get_class($p), ": ", $p->getMessage(), "\n";
}
?>
--EXPECT--
hard: Channel deadlock: no consumers NO_CONSUMERS
Async\OperationCanceledException: Operation has been cancelled / Async\TimeoutException: Timeout occurred after 10 milliseconds
soft: Channel deadlock DEADLOCK
