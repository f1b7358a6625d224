--TEST--
TaskGroup destruction: errors nobody retrieved go to the scope's exception handler as one CompositeException; suppressed errors do not; running tasks are cancelled
--FILE--
<?php
use Async\TaskGroup;
use Async\Scope;
use function Async\spawn;
use function Async\suspend;

$scope = new Scope();
$scope->setExceptionHandler(function ($s, $c, $e) {
    echo "handler: ", get_class($e), " holding ", count($e->getExceptions()), ": ", $e->getExceptions()[0]->getMessage(), "\n";
});
$scope->spawn(function () {
    $g = new TaskGroup();
    $g->spawn(function () { throw new RuntimeException("never retrieved"); });
    $g->spawn(function () { return 1; });
    $g->close();
    $g->awaitCompletion();
    unset($g);
    echo "first dropped\n";

    $h = new TaskGroup();
    $h->spawn(function () { throw new RuntimeException("suppressed"); });
    $h->close();
    $h->awaitCompletion();
    $h->suppressErrors();
    unset($h);
    echo "second dropped\n";

    $k = new TaskGroup();
    $k->spawn(function () {
        try {
            suspend();
            suspend();
            echo "not reached\n";
        } catch (Async\AsyncCancellation $e) {
            echo "task: ", $e->getMessage(), "\n";
        }
    });
    suspend();
    unset($k);
    echo "third dropped\n";
});
--EXPECT--
handler: Async\CompositeException holding 1: never retrieved
first dropped
second dropped
third dropped
task: Scope is being disposed due to TaskGroup destruction
