--TEST--
Possible cycle roots: an assignment statement makes none, a discarded call result held elsewhere does
--FILE--
<?php
class V { public $a; }
for ($i = 0; $i < 100; $i++) { $r = new V; }
var_dump(gc_status()['roots']);
$b = new V; for ($i = 0; $i < 10; $i++) { $c = $b; }
var_dump(gc_status()['roots']);
function mk() { static $keep; $keep = new V; return $keep; }
for ($i = 0; $i < 10; $i++) { mk(); }
var_dump(gc_status()['roots']);
$x = new V; $x->a = $x; unset($x);
var_dump(gc_status()['roots']);
var_dump(gc_collect_cycles());
--EXPECT--
int(0)
int(1)
int(2)
int(3)
int(1)
