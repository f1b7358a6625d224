--TEST--
A generator left by break is destroyed (finally) before the loop's iterator handle is freed
--FILE--
<?php
function k() { try { yield 1; yield 2; } finally { echo "finally\n"; } }
foreach (k() as $v) { break; }
echo "after\n";
var_dump(new stdClass);
function plain() { yield 1; yield 2; }
foreach (plain() as $v) { break; }
var_dump(new stdClass);
$g = k(); $g->current(); unset($g);
var_dump(new stdClass);
--EXPECT--
finally
after
object(stdClass)#2 (0) {
}
object(stdClass)#1 (0) {
}
finally
object(stdClass)#1 (0) {
}
