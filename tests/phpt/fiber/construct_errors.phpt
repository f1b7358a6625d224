--TEST--
the Fiber constructor and throw() check their arguments; FiberError cannot be made by hand
--FILE--
<?php
try { new Fiber(1); } catch (TypeError $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { new Fiber("no_such_function"); } catch (TypeError $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { new Fiber; } catch (ArgumentCountError $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { new FiberError("x"); } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
$f = new Fiber(function () { Fiber::suspend(); });
$f->start();
try { $f->throw(5); } catch (TypeError $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { $f->throw(); } catch (ArgumentCountError $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { Fiber::suspend(1, 2); } catch (ArgumentCountError $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { $f->getReturn(1); } catch (ArgumentCountError $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
$r = new ReflectionClass('FiberError');
var_dump($r->isFinal(), get_parent_class('FiberError'), (new ReflectionClass('Fiber'))->isFinal());
--EXPECT--
TypeError: Fiber::__construct(): Argument #1 ($callback) must be a valid callback, no array or string given
TypeError: Fiber::__construct(): Argument #1 ($callback) must be a valid callback, function "no_such_function" not found or invalid function name
ArgumentCountError: Fiber::__construct() expects exactly 1 argument, 0 given
Error: The "FiberError" class is reserved for internal use and cannot be manually instantiated
TypeError: Fiber::throw(): Argument #1 ($exception) must be of type Throwable, int given
ArgumentCountError: Fiber::throw() expects exactly 1 argument, 0 given
ArgumentCountError: Fiber::suspend() expects at most 1 argument, 2 given
ArgumentCountError: Fiber::getReturn() expects exactly 0 arguments, 1 given
bool(true)
string(5) "Error"
bool(true)
