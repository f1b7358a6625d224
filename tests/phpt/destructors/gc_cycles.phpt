--TEST--
gc_collect_cycles frees cycles and calls destructors
--FILE--
<?php
class N { public $o; public $arr = []; }
$a = new N; $a->o = $a; unset($a); var_dump(gc_collect_cycles());
$a = new N; $b = new N; $a->o = $b; $b->o = $a; unset($a, $b); var_dump(gc_collect_cycles());
$a = new N; $a->arr[] = $a; unset($a); var_dump(gc_collect_cycles());
class D { public $o; function __destruct() { echo "destruct\n"; } }
$a = new D; $a->o = $a; unset($a); var_dump(gc_collect_cycles());
$a = new N; $a->o = new N; $a->o->o = $a; $a->arr = [new N, new N]; unset($a); var_dump(gc_collect_cycles());
$live = new N; $live->o = $live; var_dump(gc_collect_cycles());
var_dump(gc_enabled()); gc_disable(); var_dump(gc_enabled()); gc_enable();
$s = gc_status(); var_dump($s["runs"], $s["collected"]);
--EXPECT--
int(1)
int(2)
int(2)
destruct
int(1)
int(5)
int(0)
bool(true)
bool(false)
int(6)
int(11)
