--TEST--
set_exception_handler receives uncaught exceptions
--FILE--
<?php
set_exception_handler(function (Throwable $e) {
    echo "handled: ", get_class($e), ": ", $e->getMessage(), "\n";
});
register_shutdown_function(fn() => print("shutdown\n"));
echo "start\n";
throw new DomainException("nobody catches this");
echo "not reached\n";
--EXPECT--
start
handled: DomainException: nobody catches this
shutdown
