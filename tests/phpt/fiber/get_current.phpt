--TEST--
Fiber::getCurrent() is the running fiber, null outside
--FILE--
<?php
var_dump(Fiber::getCurrent());
$f = new Fiber(function () {
    $me = Fiber::getCurrent();
    echo get_class($me), "\n";
    Fiber::suspend($me);
    var_dump(Fiber::getCurrent() === $me);
});
var_dump($f->start() === $f);
$f->resume();
var_dump(Fiber::getCurrent());
--EXPECT--
NULL
Fiber
bool(true)
bool(true)
NULL
