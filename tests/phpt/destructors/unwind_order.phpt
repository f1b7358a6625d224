--TEST--
Locals of frames an exception or exit leaves are destroyed before the catch, the uncaught report and shutdown functions
--FILE--
<?php
class R { function __construct(public string $n) {} function __destruct() { echo "-{$this->n}\n"; } }
register_shutdown_function(function() { echo "shutdown\n"; });
$a = new R('a');
function inner() { $b = new R('b'); throw new Exception("oops"); }
function mid() { $c = new R('c'); inner(); }
try { mid(); } catch (Exception $e) { echo "caught\n"; }
function quit() { $q = new R('q'); exit("bye\n"); }
if ($argc > 1) { quit(); }
try { mid(); } finally { echo "finally\n"; }
--EXPECTF--
-b
-c
caught
-b
-c
finally

Fatal error: Uncaught Exception: oops in %s:5
Stack trace:
#0 %s(6): inner()
#1 %s(10): mid()
#2 {main}
  thrown in %s on line 5
shutdown
-a
