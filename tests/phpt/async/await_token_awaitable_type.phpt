--TEST--
The token of the await_*() functions and of Scope::awaitCompletion()/awaitAfterCancellation() is declared Async\Awaitable: a wrong value is a TypeError naming that interface
--FILE--
<?php
use function Async\spawn;
use function Async\await;

$c = spawn(fn() => 1);
$calls = [
    fn() => Async\await_all([$c], "token"),
    fn() => Async\await_all_or_fail([$c], 5),
    fn() => Async\await_any_or_fail([$c], new stdClass()),
    fn() => Async\await_first_success([$c], []),
    fn() => Async\await_any_of(1, [$c], 1.5),
    fn() => Async\await_any_of_or_fail(1, [$c], true),
    fn() => (new Async\Scope())->awaitCompletion("token"),
    fn() => (new Async\Scope())->awaitAfterCancellation(null, "token"),
    fn() => await($c, "token"),
];
foreach ($calls as $call) {
    try {
        $call();
        echo "accepted\n";
    } catch (TypeError $e) {
        echo $e->getMessage(), "\n";
    }
}
?>
--EXPECT--
Async\await_all(): Argument #2 ($cancellation) must be of type ?Async\Awaitable, string given
Async\await_all_or_fail(): Argument #2 ($cancellation) must be of type ?Async\Awaitable, int given
Async\await_any_or_fail(): Argument #2 ($cancellation) must be of type ?Async\Awaitable, stdClass given
Async\await_first_success(): Argument #2 ($cancellation) must be of type ?Async\Awaitable, array given
Async\await_any_of(): Argument #3 ($cancellation) must be of type ?Async\Awaitable, float given
Async\await_any_of_or_fail(): Argument #3 ($cancellation) must be of type ?Async\Awaitable, bool given
Async\Scope::awaitCompletion(): Argument #1 ($cancellation) must be of type Async\Awaitable, string given
Async\Scope::awaitAfterCancellation(): Argument #2 ($cancellation) must be of type ?Async\Awaitable, string given
Async\await(): Argument #2 ($cancellation) must be of type ?Async\Completable, string given
