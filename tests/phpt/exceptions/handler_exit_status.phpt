--TEST--
an exception handled by set_exception_handler ends the script normally
--FILE--
<?php
set_exception_handler(function ($e) { echo "handled: ", $e->getMessage(), "\n"; });
register_shutdown_function(function () { echo "shutdown\n"; });
throw new RuntimeException("boom");
--EXPECT--
handled: boom
shutdown
