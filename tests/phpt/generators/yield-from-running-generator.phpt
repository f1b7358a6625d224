--TEST--
yield from the generator being run (directly or through a delegating one) is an Error
--FILE--
<?php
function relay() { $target = yield 'ready'; yield from $target; }
function wrapper(Generator $g) { yield from $g; }
$r = relay();
echo $r->current(), "\n";
try { $r->send($r); } catch (Error $e) { echo $e->getMessage(), "\n"; }
$r2 = relay();
$r2->current();
$w = wrapper($r2);
try { $r2->send($w); } catch (Error $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
ready
Impossible to yield from the Generator being currently run
Impossible to yield from the Generator being currently run
