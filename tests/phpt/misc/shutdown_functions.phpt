--TEST--
shutdown functions run in order after the script, even after exit
--FILE--
<?php
register_shutdown_function(function () { echo "first shutdown\n"; });
register_shutdown_function(function ($arg) {
    echo "second shutdown with $arg\n";
    register_shutdown_function(fn() => print("registered during shutdown\n"));
}, 'an argument');
class Cleanup { public function __destruct() { echo "destructor\n"; } }
$c = new Cleanup;
echo "main body\n";
exit(0);
--EXPECT--
main body
first shutdown
second shutdown with an argument
registered during shutdown
destructor
