--TEST--
Fiber::start/suspend/resume pass values both ways
--FILE--
<?php
$f = new Fiber(function (string $a, int $b): string {
    echo "started with $a $b\n";
    $x = Fiber::suspend("first");
    echo "resumed with $x\n";
    $y = Fiber::suspend("second");
    echo "resumed with ", var_export($y, true), "\n";
    return "done";
});
var_dump($f->start("A", 2));
var_dump($f->resume("X"));
var_dump($f->resume());
var_dump($f->getReturn());
--EXPECT--
started with A 2
string(5) "first"
resumed with X
string(6) "second"
resumed with NULL
NULL
string(4) "done"
