--TEST--
uncaught exception thrown from recursion
--FILE--
<?php
function a(int $n) { if ($n > 2) throw new RuntimeException("too big"); a($n + 1); }
a(0);
--EXPECTF--
Fatal error: Uncaught RuntimeException: too big in %s:2
Stack trace:
#0 %s(2): a(3)
#1 %s(2): a(2)
#2 %s(2): a(1)
#3 %s(3): a(0)
#4 {main}
  thrown in %s on line 2
