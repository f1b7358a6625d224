--TEST--
Coroutine::cancel(), Future::cancel(), Scope::cancel() and TaskGroup::cancel() accept only an AsyncCancellation (or null)
--FILE--
<?php
use Async\{Future, FutureState, Scope, TaskGroup, AsyncCancellation};
use function Async\{spawn, suspend, await};

class MyCancellation extends AsyncCancellation {}

$targets = [
    'coroutine' => spawn(fn() => suspend()),
    'future' => new Future(new FutureState()),
    'scope' => new Scope(),
    'group' => new TaskGroup(),
];
foreach ($targets as $name => $t) {
    try {
        $t->cancel(new RuntimeException("not a cancellation"));
        echo "$name: accepted\n";
    } catch (TypeError $e) {
        echo "$name: ", $e->getMessage(), "\n";
    }
}
$targets['future']->ignore();
$c = spawn(fn() => suspend());
suspend();
$c->cancel(new MyCancellation("mine"));
try {
    await($c);
} catch (MyCancellation $e) {
    echo "subclass delivered: ", $e->getMessage(), "\n";
}
$done = Future::completed(1);
try {
    $done->cancel(5);
} catch (TypeError $e) {
    echo "settled future: ", $e->getMessage(), "\n";
}
var_dump($done->await());
?>
--EXPECT--
coroutine: Async\Coroutine::cancel(): Argument #1 ($cancellation) must be of type ?Async\AsyncCancellation, RuntimeException given
future: Async\Future::cancel(): Argument #1 ($cancellation) must be of type ?Async\AsyncCancellation, RuntimeException given
scope: Async\Scope::cancel(): Argument #1 ($cancellationError) must be of type ?Async\AsyncCancellation, RuntimeException given
group: Async\TaskGroup::cancel(): Argument #1 ($cancellation) must be of type ?Async\AsyncCancellation, RuntimeException given
subclass delivered: mine
settled future: Async\Future::cancel(): Argument #1 ($cancellation) must be of type ?Async\AsyncCancellation, int given
int(1)
