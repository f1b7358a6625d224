--TEST--
throw() raises an exception at the paused yield
--FILE--
<?php
function resilient() {
    while (true) {
        try {
            $v = yield;
            echo "value: $v\n";
        } catch (InvalidArgumentException $e) {
            echo "caught inside: ", $e->getMessage(), "\n";
            yield "recovered";
        }
    }
}
$g = resilient();
$g->current();
$g->send(1);
var_dump($g->throw(new InvalidArgumentException("bad input")));
$g->send(2);
function fragile() {
    yield 1;
    yield 2;
}
$f = fragile();
$f->current();
try {
    $f->throw(new RuntimeException("boom"));
} catch (RuntimeException $e) {
    echo "propagated: ", $e->getMessage(), "\n";
}
var_dump($f->valid());
--EXPECT--
value: 1
caught inside: bad input
string(9) "recovered"
propagated: boom
bool(false)
