--TEST--
an uncaught exception prints a fatal error with a stack trace
--FILE--
<?php
function level2($x) {
    throw new LogicException("went wrong with $x");
}
function level1() {
    level2(42);
}
echo "before\n";
level1();
echo "after\n";
--EXPECTF--
before

Fatal error: Uncaught LogicException: went wrong with 42 in %s:3
Stack trace:
#0 %s(6): level2(42)
#1 %s(9): level1()
#2 {main}
  thrown in %s on line 3
