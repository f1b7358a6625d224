--TEST--
getReturn() after completion, and the exception before it
--FILE--
<?php
function work() {
    yield 1;
    yield 2;
    return "result";
}
$g = work();
try {
    $g->getReturn();
} catch (Exception $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
foreach ($g as $v) echo $v, " ";
echo "\n", $g->getReturn(), "\n";
function onlyReturn() {
    return 42;
    yield;
}
$o = onlyReturn();
var_dump($o->valid(), $o->getReturn());
--EXPECT--
Exception: Cannot get return value of a generator that hasn't returned
1 2 
result
bool(false)
int(42)
