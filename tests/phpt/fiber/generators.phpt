--TEST--
generators inside fibers, and a fiber suspending from inside a generator
--FILE--
<?php
function gen() {
    $x = yield 1;
    echo "gen got $x\n";
    $y = Fiber::suspend("from gen");
    echo "gen: fiber resumed with $y\n";
    yield 2;
    return "gen return";
}
$f = new Fiber(function () {
    $g = gen();
    echo $g->current(), "\n";
    $g->send("sent");
    echo $g->current(), "\n";
    $g->next();
    echo $g->getReturn(), "\n";
    foreach ((function () { yield "a"; Fiber::suspend("mid"); yield "b"; })() as $v) {
        echo "loop $v\n";
    }
});
echo $f->start(), "\n";
echo $f->resume("r1"), "\n";
$f->resume("r2");
var_dump($f->isTerminated());
--EXPECT--
1
gen got sent
from gen
gen: fiber resumed with r1
2
gen return
loop a
mid
loop b
bool(true)
