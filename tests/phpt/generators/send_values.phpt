--TEST--
send() passes values into a generator; yield is an expression
--FILE--
<?php
function logger() {
    $count = 0;
    while (true) {
        $msg = yield $count;
        if ($msg === null) break;
        $count++;
        echo "log #$count: $msg\n";
    }
    return $count;
}
$l = logger();
var_dump($l->current());
var_dump($l->send("hello"));
var_dump($l->send("world"));
$l->send(null);
var_dump($l->valid(), $l->getReturn());
function echoer() {
    echo "before first yield\n";
    $x = yield;
    echo "got $x\n";
    $y = yield 'second';
    echo "got $y\n";
}
$e = echoer();
var_dump($e->send('A'));
var_dump($e->send('B'));
var_dump($e->valid());
--EXPECT--
int(0)
log #1: hello
int(1)
log #2: world
int(2)
bool(false)
int(2)
before first yield
got A
string(6) "second"
got B
NULL
bool(false)
