--TEST--
getReturn() before start, while suspended, while running, after a throw
--FILE--
<?php
$f = new Fiber(function () use (&$f) {
    try { $f->getReturn(); } catch (FiberError $e) { echo $e->getMessage(), "\n"; }
    Fiber::suspend();
    return 42;
});
try { $f->getReturn(); } catch (FiberError $e) { echo $e->getMessage(), "\n"; }
$f->start();
try { $f->getReturn(); } catch (FiberError $e) { echo $e->getMessage(), "\n"; }
$f->resume();
var_dump($f->getReturn());
$g = new Fiber(function () { throw new LogicException("nope"); });
try { $g->start(); } catch (LogicException $e) { echo "caught ", $e->getMessage(), "\n"; }
try { $g->getReturn(); } catch (FiberError $e) { echo $e->getMessage(), "\n"; }
$n = new Fiber(function () {});
$n->start();
var_dump($n->getReturn());
--EXPECT--
Cannot get fiber return value: The fiber has not been started
Cannot get fiber return value: The fiber has not returned
Cannot get fiber return value: The fiber has not returned
int(42)
caught nope
Cannot get fiber return value: The fiber threw an exception
NULL
