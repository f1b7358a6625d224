--TEST--
a finished generator cannot be traversed again
--FILE--
<?php
function once() { yield 1; yield 2; }
$g = once();
foreach ($g as $v) echo $v;
echo "\n";
var_dump($g->valid(), $g->current(), $g->key());
try {
    foreach ($g as $v) echo $v;
} catch (Exception $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
$gen = (function () { yield 'from closure'; })();
echo $gen->current(), "\n";
$arrowGen = (fn() => yield 5)();
echo $arrowGen->current(), "\n";
--EXPECT--
12
bool(false)
NULL
NULL
Exception: Cannot traverse an already closed generator
from closure
5
