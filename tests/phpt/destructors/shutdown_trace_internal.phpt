--TEST--
The exception handler, shutdown functions and script-end destructors are called from [internal function]
--FILE--
<?php
set_exception_handler(function ($e) { echo get_class($e), " handled: ", (new Exception)->getTraceAsString(), "\n"; });
class A { public function __destruct() { echo (new Exception)->getTraceAsString(), "\n"; } }
register_shutdown_function(function () { echo (new Exception)->getTraceAsString(), "\n"; $a = new A; });
$keep = new A;
$arr = [new A];
throw new LogicException("x");
--EXPECT--
LogicException handled: #0 [internal function]: {closure}(Object(LogicException))
#1 {main}
#0 [internal function]: {closure}()
#1 {main}
#0 [internal function]: A->__destruct()
#1 {main}
#0 [internal function]: A->__destruct()
#1 {main}
#0 [internal function]: A->__destruct()
#1 {main}
