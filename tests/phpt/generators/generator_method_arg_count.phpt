--TEST--
Generator methods called with the wrong number of arguments throw ArgumentCountError
--FILE--
<?php
// Generator methods check their argument count.
function g() { $x = yield 1; echo "got $x\n"; yield 2; return 3; }
$g = g();
foreach ([fn() => $g->send(), fn() => $g->current(1), fn() => $g->next(1, 2), fn() => $g->getReturn(5),
    fn() => $g->throw(), fn() => $g->send('a'), fn() => $g->valid()] as $call) {
    try {
        var_dump($call());
    } catch (\Throwable $e) {
        echo get_class($e), ': ', $e->getMessage(), "\n";
    }
}
--EXPECT--
ArgumentCountError: Generator::send() expects exactly 1 argument, 0 given
ArgumentCountError: Generator::current() expects exactly 0 arguments, 1 given
ArgumentCountError: Generator::next() expects exactly 0 arguments, 2 given
ArgumentCountError: Generator::getReturn() expects exactly 0 arguments, 1 given
ArgumentCountError: Generator::throw() expects exactly 1 argument, 0 given
got a
int(2)
bool(true)
