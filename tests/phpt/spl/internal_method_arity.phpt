--TEST--
Internal methods reject too few or too many arguments with ArgumentCountError
--FILE--
<?php
function show(callable $f) {
    try {
        $f();
        echo "no error\n";
    } catch (Throwable $e) {
        echo get_class($e), ": ", $e->getMessage(), "\n";
    }
}
show(fn() => (new ArrayIterator([]))->count(1));
show(fn() => (new Exception())->getMessage(1));
show(fn() => (new SplStack())->push());
show(fn() => (new SplObjectStorage())->attach());
show(fn() => (new ArrayObject([]))->offsetGet());
show(fn() => (new SplFixedArray(2))->setSize());
show(fn() => new SplFixedArray(1, 2));
show(fn() => (new SplPriorityQueue())->insert(1));
?>
--EXPECT--
ArgumentCountError: ArrayIterator::count() expects exactly 0 arguments, 1 given
ArgumentCountError: Exception::getMessage() expects exactly 0 arguments, 1 given
ArgumentCountError: SplDoublyLinkedList::push() expects exactly 1 argument, 0 given
ArgumentCountError: SplObjectStorage::attach() expects at least 1 argument, 0 given
ArgumentCountError: ArrayObject::offsetGet() expects exactly 1 argument, 0 given
ArgumentCountError: SplFixedArray::setSize() expects exactly 1 argument, 0 given
ArgumentCountError: SplFixedArray::__construct() expects at most 1 argument, 2 given
ArgumentCountError: SplPriorityQueue::insert() expects exactly 2 arguments, 1 given
