--TEST--
isStarted/isSuspended/isRunning/isTerminated through a fiber's life
--FILE--
<?php
function show(string $when, Fiber $f): void {
    printf("%-10s started=%d suspended=%d running=%d terminated=%d\n", $when,
        $f->isStarted(), $f->isSuspended(), $f->isRunning(), $f->isTerminated());
}
$f = new Fiber(function () use (&$f) {
    show("inside", $f);
    Fiber::suspend();
});
show("new", $f);
$f->start();
show("suspended", $f);
$f->resume();
show("done", $f);
--EXPECT--
new        started=0 suspended=0 running=0 terminated=0
inside     started=1 suspended=0 running=1 terminated=0
suspended  started=1 suspended=1 running=0 terminated=0
done       started=1 suspended=0 running=0 terminated=1
