--TEST--
an exception escaping the fiber function is thrown from start() or resume()
--FILE--
<?php
$f = new Fiber(function () {
    throw new Exception("at start");
});
try { $f->start(); } catch (Exception $e) { echo "start: ", $e->getMessage(), " line ", $e->getLine(), "\n"; }
var_dump($f->isTerminated());
$g = new Fiber(function () {
    Fiber::suspend();
    try {
        throw new Exception("inner");
    } finally {
        echo "finally runs\n";
    }
});
$g->start();
try { $g->resume(); } catch (Exception $e) { echo "resume: ", $e->getMessage(), "\n"; }
--EXPECT--
start: at start line 3
bool(true)
finally runs
resume: inner
