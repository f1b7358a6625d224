--TEST--
Async handles cannot be cloned, serialized, unserialized or given dynamic properties
--FILE--
<?php
use Async\{Channel, Future, FutureState, Scope, Pool, TaskGroup, TaskSet, Context};
use function Async\{spawn, timeout};

$state = new FutureState();
$state->ignore();
$handles = [
    spawn(fn() => 1),
    new Channel(),
    $state,
    Future::completed(1)->ignore(),
    new Scope(),
    new Pool(fn() => 1),
    new TaskGroup(),
    new TaskSet(),
    new Context(),
    timeout(10),
];
foreach ($handles as $h) {
    try {
        $copy = clone $h;
        echo "cloned\n";
    } catch (Error $e) {
        echo get_class($e), ": ", $e->getMessage(), "\n";
    }
    try {
        serialize($h);
        echo "serialized\n";
    } catch (Exception $e) {
        echo get_class($e), ": ", $e->getMessage(), "\n";
    }
    try {
        $h->extra = 1;
        echo "dynamic property set\n";
    } catch (Error $e) {
        echo get_class($e), ": ", $e->getMessage(), "\n";
    }
}
try {
    unserialize('O:15:"Async\Coroutine":0:{}');
} catch (Exception $e) {
    echo $e->getMessage(), "\n";
}
?>
--EXPECT--
Error: Trying to clone an uncloneable object of class Async\Coroutine
Exception: Serialization of 'Async\Coroutine' is not allowed
Error: Cannot create dynamic property Async\Coroutine::$extra
Error: Trying to clone an uncloneable object of class Async\Channel
Exception: Serialization of 'Async\Channel' is not allowed
Error: Cannot create dynamic property Async\Channel::$extra
Error: Trying to clone an uncloneable object of class Async\FutureState
Exception: Serialization of 'Async\FutureState' is not allowed
Error: Cannot create dynamic property Async\FutureState::$extra
Error: Trying to clone an uncloneable object of class Async\Future
Exception: Serialization of 'Async\Future' is not allowed
Error: Cannot create dynamic property Async\Future::$extra
Error: Trying to clone an uncloneable object of class Async\Scope
Exception: Serialization of 'Async\Scope' is not allowed
Error: Cannot create dynamic property Async\Scope::$extra
Error: Trying to clone an uncloneable object of class Async\Pool
Exception: Serialization of 'Async\Pool' is not allowed
Error: Cannot create dynamic property Async\Pool::$extra
Error: Trying to clone an uncloneable object of class Async\TaskGroup
Exception: Serialization of 'Async\TaskGroup' is not allowed
Error: Cannot create dynamic property Async\TaskGroup::$extra
Error: Trying to clone an uncloneable object of class Async\TaskSet
Exception: Serialization of 'Async\TaskSet' is not allowed
Error: Cannot create dynamic property Async\TaskSet::$extra
Error: Trying to clone an uncloneable object of class Async\Context
Exception: Serialization of 'Async\Context' is not allowed
Error: Cannot create dynamic property Async\Context::$extra
Error: Trying to clone an uncloneable object of class Async\Timeout
Exception: Serialization of 'Async\Timeout' is not allowed
Error: Cannot create dynamic property Async\Timeout::$extra
Unserialization of 'Async\Coroutine' is not allowed
