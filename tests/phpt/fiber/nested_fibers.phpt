--TEST--
a fiber starting another: the outer one stays running while the inner one runs
--FILE--
<?php
$outer = new Fiber(function () use (&$outer) {
    $inner = new Fiber(function () use (&$outer) {
        echo "inner: outer running=", var_export($outer->isRunning(), true), "\n";
        var_dump(Fiber::getCurrent() === $outer);
        $v = Fiber::suspend("from inner");
        echo "inner got $v\n";
        return "inner result";
    });
    echo "outer: ", $inner->start(), "\n";
    $x = Fiber::suspend("from outer");
    $inner->resume($x);
    return $inner->getReturn();
});
echo "main: ", $outer->start(), "\n";
$outer->resume("to inner via outer");
echo "main: ", $outer->getReturn(), "\n";
--EXPECT--
main: outer: inner: outer running=true
bool(false)
from inner
from outer
inner got to inner via outer
main: inner result
