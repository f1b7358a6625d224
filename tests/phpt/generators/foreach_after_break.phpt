--TEST--
foreach over a generator suspended after a break cannot rewind; over a finished one it is closed
--FILE--
<?php
function g() { yield 1; yield 2; yield 3; }
$g = g();
foreach ($g as $v) { if ($v == 2) break; }
var_dump($g->valid(), $g->current());
try { foreach ($g as $v) echo $v; } catch (Exception $e) { echo $e->getMessage(), "\n"; }
$g = g();
$g->next();
try { $g->rewind(); } catch (Exception $e) { echo $e->getMessage(), "\n"; }
$g = g();
foreach ($g as $v) {}
try { $g->rewind(); } catch (Exception $e) { echo $e->getMessage(), "\n"; }
try { foreach ($g as $v) {} } catch (Exception $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
bool(true)
int(2)
Cannot rewind a generator that was already run
Cannot rewind a generator that was already run
Cannot rewind a generator that was already run
Cannot traverse an already closed generator
