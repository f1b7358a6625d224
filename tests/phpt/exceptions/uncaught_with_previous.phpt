--TEST--
uncaught exception from a method with a previous exception
--FILE--
<?php
class Foo { function bar($x) { throw new InvalidArgumentException("Bad value: $x", 42, new Exception("root")); } }
function run() { (new Foo)->bar([1,2]); }
echo "start\n";
run();
--EXPECTF--
start

Warning: Array to string conversion in %s on line 2

Fatal error: Uncaught Exception: root in %s:2
Stack trace:
#0 %s(3): Foo->bar(Array)
#1 %s(5): run()
#2 {main}

Next InvalidArgumentException: Bad value: Array in %s:2
Stack trace:
#0 %s(3): Foo->bar(Array)
#1 %s(5): run()
#2 {main}
  thrown in %s on line 2
