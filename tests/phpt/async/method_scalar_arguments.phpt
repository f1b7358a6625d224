--TEST--
Scalar parameters of the async classes' methods are type-checked as PHP's internal methods do
--FILE--
<?php
function show(callable $f) {
    try {
        $f();
        echo "accepted\n";
    } catch (TypeError $e) {
        echo $e->getMessage(), "\n";
    }
}
show(fn() => new Async\Pool(fn() => 1, max: "many"));
show(fn() => (new Async\Pool(fn() => 1))->acquire("soon"));
show(fn() => (new Async\Scope())->disposeAfterTimeout("later"));
show(fn() => Async\spawn(fn() => 1)->getTrace("all"));
show(fn() => (new Async\Pool(fn() => 1))->acquire("5"));
?>
--EXPECT--
Async\Pool::__construct(): Argument #7 ($max) must be of type int, string given
Async\Pool::acquire(): Argument #1 ($timeout) must be of type int, string given
Async\Scope::disposeAfterTimeout(): Argument #1 ($timeout) must be of type int, string given
Async\Coroutine::getTrace(): Argument #1 ($options) must be of type int, string given
accepted
