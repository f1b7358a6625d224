--TEST--
A cancellation held back by protect() is thrown when the closure ends even if the closure threw: the closure's exception becomes the cancellation's previous
--FILE--
<?php
use function Async\spawn;
use function Async\protect;
use function Async\suspend;
use function Async\await;
use Async\AsyncCancellation;

$c = spawn(function () {
    try {
        protect(function () {
            suspend();
            echo "protected part done\n";
            throw new RuntimeException("inside protect");
        });
    } catch (Throwable $e) {
        echo get_class($e), ": ", $e->getMessage(), "\n";
        $p = $e->getPrevious();
        echo "previous: ", $p ? get_class($p) . ": " . $p->getMessage() : "none", "\n";
    }
    echo "coroutine goes on\n";
});
suspend();
$c->cancel(new AsyncCancellation("stop"));
echo "cancel requested\n";
await($c);
var_dump($c->isCancelled());

$d = spawn(function () {
    try {
        protect(function () {
            throw new LogicException("no cancellation pending");
        });
    } catch (Throwable $e) {
        echo get_class($e), ": ", $e->getMessage(), "\n";
    }
});
await($d);
?>
--EXPECT--
cancel requested
protected part done
Async\AsyncCancellation: stop
previous: RuntimeException: inside protect
coroutine goes on
bool(true)
LogicException: no cancellation pending
