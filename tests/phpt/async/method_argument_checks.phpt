--TEST--
Methods of the async classes check their argument count and callable arguments as PHP's internal methods do
--FILE--
<?php
use Async\{Future, FutureState, Channel, Scope, TaskGroup, TaskSet, Pool};

function show(callable $f) {
    try {
        $f();
        echo "no error\n";
    } catch (Throwable $e) {
        echo get_class($e), ": ", $e->getMessage(), "\n";
    }
}

$state = new FutureState();
$state->ignore();
show(fn() => $state->complete());
show(fn() => $state->isCompleted(1));
show(fn() => new Future());
show(fn() => (new Channel())->close(1));
show(fn() => new Scope(1));
show(fn() => (new Scope())->awaitCompletion());
show(fn() => new Pool());
show(fn() => (new TaskGroup())->count(5));
show(fn() => Future::completed(1, 2));
$scope = new Scope();
show(fn() => $scope->finally("nope"));
show(fn() => $scope->setExceptionHandler("nope"));
show(fn() => $scope->setChildScopeExceptionHandler(5));
show(fn() => $scope->awaitAfterCancellation(5));
show(fn() => $scope->spawn(5));
show(fn() => new Pool("nope"));
show(fn() => new Pool(fn() => 1, 5));
show(fn() => (new TaskGroup())->spawn("nope"));
show(fn() => (new TaskSet())->finally(1));
?>
--EXPECT--
ArgumentCountError: Async\FutureState::complete() expects exactly 1 argument, 0 given
ArgumentCountError: Async\FutureState::isCompleted() expects exactly 0 arguments, 1 given
ArgumentCountError: Async\Future::__construct() expects exactly 1 argument, 0 given
ArgumentCountError: Async\Channel::close() expects exactly 0 arguments, 1 given
ArgumentCountError: Async\Scope::__construct() expects exactly 0 arguments, 1 given
ArgumentCountError: Async\Scope::awaitCompletion() expects exactly 1 argument, 0 given
ArgumentCountError: Async\Pool::__construct() expects at least 1 argument, 0 given
ArgumentCountError: Async\TaskGroup::count() expects exactly 0 arguments, 1 given
ArgumentCountError: Async\Future::completed() expects at most 1 argument, 2 given
TypeError: Async\Scope::finally(): Argument #1 ($callback) must be of type Closure, string given
TypeError: Async\Scope::setExceptionHandler(): Argument #1 ($exceptionHandler) must be a valid callback, function "nope" not found or invalid function name
TypeError: Async\Scope::setChildScopeExceptionHandler(): Argument #1 ($exceptionHandler) must be a valid callback, no array or string given
TypeError: Async\Scope::awaitAfterCancellation(): Argument #1 ($errorHandler) must be a valid callback or null, no array or string given
TypeError: Async\Scope::spawn(): Argument #1 ($callable) must be a valid callback, no array or string given
TypeError: Async\Pool::__construct(): Argument #1 ($factory) must be a valid callback, function "nope" not found or invalid function name
TypeError: Async\Pool::__construct(): Argument #2 ($destructor) must be a valid callback or null, no array or string given
TypeError: Async\TaskGroup::spawn(): Argument #1 ($task) must be a valid callback, function "nope" not found or invalid function name
TypeError: Async\TaskSet::finally(): Argument #1 ($callback) must be of type Closure, int given
