--TEST--
getReturn() and throw() on a generator that has not started run it to its first yield first
--FILE--
<?php
function early() { echo "body runs\n"; return 'ret'; yield; }
var_dump(early()->getReturn());
function counter() { echo "counting\n"; yield 1; return 2; }
try { counter()->getReturn(); } catch (Exception $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
function guarded() { echo "start\n"; try { yield 1; } catch (Exception $e) { echo "caught ", $e->getMessage(), "\n"; yield 5; } }
$g = guarded();
var_dump($g->throw(new Exception("x")));
var_dump($g->valid());
function plain() { echo "start2\n"; yield 1; }
$g = plain();
try { $g->throw(new Exception("y")); } catch (Exception $e) { echo "outer caught ", $e->getMessage(), "\n"; }
var_dump($g->valid());
--EXPECT--
body runs
string(3) "ret"
counting
Exception: Cannot get return value of a generator that hasn't returned
start
caught x
int(5)
bool(true)
start2
outer caught y
bool(false)
