--TEST--
an uncaught exception from a fiber resumed by another fiber traces through both fibers and their resumers
--FILE--
<?php
function boom() { throw new Exception("deep"); }
$outer = new Fiber(function () {
    $inner = new Fiber(function ($x) { Fiber::suspend(); boom(); });
    $inner->start(1);
    Fiber::suspend();
    $inner->resume();
});
$outer->start();
function go($f) { $f->resume(); }
go($outer);
--EXPECTF--

Fatal error: Uncaught Exception: deep in %s:2
Stack trace:
#0 %s(4): boom()
#1 [internal function]: {closure}(1)
#2 %s(7): Fiber->resume()
#3 [internal function]: {closure}()
#4 %s(10): Fiber->resume()
#5 %s(11): go(Object(Fiber))
#6 {main}
  thrown in %s on line 2
