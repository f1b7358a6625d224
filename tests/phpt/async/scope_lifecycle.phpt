--TEST--
Async\Scope: membership of nested spawns, awaitCompletion, cancel of an unsafe scope, automatic disposal with finally handlers, exception handler
--FILE--
<?php
use Async\Scope;
use function Async\spawn;
use function Async\suspend;
use function Async\timeout;

$scope = Scope::inherit();
var_dump($scope->isFinished(), $scope->isClosed());
$scope->spawn(function () { suspend(); echo "a done\n"; });
$scope->spawn(function () {
    spawn(function () { suspend(); suspend(); echo "grandchild done\n"; });
    echo "b done\n";
});
$scope->awaitCompletion(timeout(1000));
echo "completed\n";
var_dump($scope->isFinished());

$s2 = new Scope();
$s2->finally(function (Scope $s) { echo "finally ran\n"; });
$s2->spawn(function () {
    try {
        suspend();
        echo "not reached\n";
    } catch (Async\AsyncCancellation $e) {
        echo "cancelled: ", $e->getMessage(), "\n";
    }
});
suspend();
$s2->cancel();
var_dump($s2->isCancelled());
try {
    $s2->awaitCompletion(timeout(10));
} catch (Async\AsyncCancellation $e) {
    echo $e->getMessage(), "\n";
}
suspend();
suspend();
var_dump($s2->isClosed());
try {
    $s2->spawn(fn() => 1);
} catch (Async\AsyncException $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}

$s3 = new Scope();
$s3->setExceptionHandler(function ($scope, $co, $e) { echo "handler: ", $e->getMessage(), "\n"; });
$s3->spawn(function () { throw new RuntimeException("boom"); });
suspend();
echo "end\n";
--EXPECT--
bool(true)
bool(false)
b done
a done
grandchild done
completed
bool(true)
bool(true)
The scope has been cancelled
cancelled: Scope was cancelled
finally ran
bool(true)
Async\AsyncException: Scope object has been disposed
handler: boom
end
