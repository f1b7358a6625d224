--TEST--
a generator unwinding in a fiber cannot suspend the fiber from its finally block
--FILE--
<?php
function g() { try { yield 1; } finally { echo "gen finally, suspending\n"; try { Fiber::suspend(); } catch (FiberError $e) { echo $e->getMessage(), "\n"; } } }
$f = new Fiber(function () { $g = g(); $g->current(); unset($g); echo "after gen\n"; Fiber::suspend(); });
$f->start();
$f2 = new Fiber(function () { Fiber::suspend(); });
$f2->start();
$x = [$f2];
$x[] = $x;
unset($f2);
echo "end\n";
--EXPECT--
gen finally, suspending
Cannot switch fibers in current execution context
after gen
end
