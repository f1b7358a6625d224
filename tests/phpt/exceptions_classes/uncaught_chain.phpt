--TEST--
Uncaught exception with a previous one
--FILE--
<?php
function f() { throw new LogicException("first"); }
try { f(); } catch (Exception $e) { throw new RuntimeException("second", 0, $e); }
--EXPECTF--
Fatal error: Uncaught LogicException: first in %s:2
Stack trace:
#0 %s(3): f()
#1 {main}

Next RuntimeException: second in %s:3
Stack trace:
#0 {main}
  thrown in %s on line 3
