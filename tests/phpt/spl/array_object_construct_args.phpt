--TEST--
A native method whose signature has a Class::class default (ArrayObject::__construct) checks its arguments
--FILE--
<?php foreach ([fn() => new ArrayObject([], 'x'), fn() => new ArrayIterator([], 'x'), fn() => new ArrayObject(5), fn() => new SplFixedArray('x'), fn() => new SplObjectStorage(1), fn() => new LimitIterator(new ArrayIterator([]), 'x')] as $c) { try { $c(); echo "ok\n"; } catch (Error $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; } }
--EXPECT--
TypeError: ArrayObject::__construct(): Argument #2 ($flags) must be of type int, string given
TypeError: ArrayIterator::__construct(): Argument #2 ($flags) must be of type int, string given
TypeError: ArrayObject::__construct(): Argument #1 ($array) must be of type array, int given
TypeError: SplFixedArray::__construct(): Argument #1 ($size) must be of type int, string given
ok
TypeError: LimitIterator::__construct(): Argument #2 ($offset) must be of type int, string given
