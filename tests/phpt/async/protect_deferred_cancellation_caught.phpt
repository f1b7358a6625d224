--TEST--
A cancellation deferred by protect() and caught when protect() rethrows it lets the coroutine go on: its return value is its result, and isCancelled() is true
--FILE--
<?php
use function Async\spawn;
use function Async\await;
use function Async\suspend;
use function Async\protect;

$c = spawn(function () {
    try {
        protect(function () {
            suspend();
            echo "protected part done\n";
        });
    } catch (Async\AsyncCancellation $e) {
        echo "caught from protect: ", $e->getMessage(), "\n";
    }
    suspend();
    echo "went on after the catch\n";
    return "result";
});
suspend();
$c->cancel(new Async\AsyncCancellation("deferred"));
var_dump(await($c));
var_dump($c->isCancelled(), $c->getException());

$d = spawn(function () {
    protect(function () {
        suspend();
    });
    return "discarded";
});
suspend();
$d->cancel();
try {
    await($d);
} catch (Async\AsyncCancellation $e) {
    echo "uncaught in coroutine: ", $e->getMessage(), "\n";
}
var_dump($d->getResult());
?>
--EXPECT--
protected part done
caught from protect: deferred
went on after the catch
string(6) "result"
bool(true)
NULL
uncaught in coroutine: Coroutine cancelled
NULL
