--TEST--
spawn_with(): when SpawnStrategy::afterCoroutineEnqueue() throws, spawn_with() throws and the coroutine never runs; graceful_shutdown() checks its argument type
--FILE--
<?php
use Async\{Scope, SpawnStrategy, Coroutine};
use function Async\{spawn_with, suspend, graceful_shutdown};

class Strategy implements SpawnStrategy {
    private ?Scope $scope = null;
    public function provideScope(): ?Scope {
        return $this->scope ??= new Scope();
    }
    public function beforeCoroutineEnqueue(Coroutine $coroutine, Scope $scope): array {
        echo "before: started=", var_export($coroutine->isStarted(), true), "\n";
        return [];
    }
    public function afterCoroutineEnqueue(Coroutine $coroutine, Scope $scope): void {
        echo "after: queued=", var_export($coroutine->isQueued(), true), "\n";
        throw new Exception("after hook failed");
    }
}

$strategy = new Strategy();
try {
    spawn_with($strategy, function () {
        echo "coroutine ran\n";
    });
} catch (Exception $e) {
    echo "caught: ", $e->getMessage(), "\n";
}
suspend();
try {
    graceful_shutdown("not a cancellation");
} catch (TypeError $e) {
    echo $e->getMessage(), "\n";
}
echo "end\n";
?>
--EXPECT--
before: started=false
after: queued=true
caught: after hook failed
Async\graceful_shutdown(): Argument #1 ($cancellationError) must be of type ?Async\AsyncCancellation, string given
end
