--TEST--
exit inside a function destroys its locals before shutdown functions run
--FILE--
<?php
class R { function __construct(public string $n) {} function __destruct() { echo "-{$this->n}\n"; } }
register_shutdown_function(function() { echo "shutdown\n"; });
$a = new R('a');
function inner() { $b = new R('b'); exit("bye\n"); }
try { inner(); } finally { echo "finally\n"; }
--EXPECT--
bye
-b
shutdown
-a
