--TEST--
gc_status() counts a second collection run after a run that called destructors, as PHP collects again
--FILE--
<?php
class D { public $o; function __destruct() { echo "destruct\n"; } }
class N { public $o; }
$a = new D; $a->o = $a; unset($a); var_dump(gc_collect_cycles(), gc_status()['runs']);
$a = new D; $b = new D; $a->o = $b; $b->o = $a; unset($a, $b); var_dump(gc_collect_cycles(), gc_status()['runs']);
$a = new N; $a->o = new D; $a->o->o = $a; unset($a); var_dump(gc_collect_cycles(), gc_status()['runs']);
var_dump(gc_collect_cycles(), gc_status()['runs']);
--EXPECT--
destruct
int(1)
int(2)
destruct
destruct
int(2)
int(4)
destruct
int(2)
int(6)
int(0)
int(6)
