--TEST--
FiberError for starting twice, resuming what is not suspended, suspending outside a fiber
--FILE--
<?php
$f = new Fiber(function () use (&$f) {
    try { $f->resume(); } catch (FiberError $e) { echo "self resume: ", $e->getMessage(), "\n"; }
    try { $f->start(); } catch (FiberError $e) { echo "self start: ", $e->getMessage(), "\n"; }
    Fiber::suspend();
});
try { $f->resume(); } catch (FiberError $e) { echo "resume new: ", $e->getMessage(), "\n"; }
try { $f->throw(new Exception("x")); } catch (FiberError $e) { echo "throw new: ", $e->getMessage(), "\n"; }
$f->start();
try { $f->start(); } catch (FiberError $e) { echo "start again: ", $e->getMessage(), "\n"; }
$f->resume();
try { $f->resume(); } catch (FiberError $e) { echo "resume dead: ", get_class($e), ": ", $e->getMessage(), "\n"; }
try { Fiber::suspend(1); } catch (FiberError $e) { echo "main suspend: ", $e->getMessage(), "\n"; }
--EXPECT--
resume new: Cannot resume a fiber that is not suspended
throw new: Cannot resume a fiber that is not suspended
self resume: Cannot resume a fiber that is not suspended
self start: Cannot start a fiber that has already been started
start again: Cannot start a fiber that has already been started
resume dead: FiberError: Cannot resume a fiber that is not suspended
main suspend: Cannot suspend outside of a fiber
