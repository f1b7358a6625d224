--TEST--
unset() of an offset of an undefined variable warns; deeper or property chains stay silent
--FILE--
<?php
unset($nv['x']);
$a = [];
unset($a['x']['y']);
unset($a['x']);
$n = null; unset($n['x']);
$o = new stdClass; unset($o->p['x']);
unset($nv2->p);
function f() { unset($loc['k']); }
f();
$s = "str"; try { unset($s[0]); } catch (Error $e) { echo $e->getMessage(), "\n"; }
$i = 5; unset($i['x']);
echo "done\n";
--EXPECTF--

Warning: Undefined variable $nv in %s on line 2

Warning: Undefined variable $loc in %s on line 9
Cannot unset string offsets

Fatal error: Uncaught Error: Cannot unset offset in a non-array variable in %s:12
Stack trace:
#0 {main}
  thrown in %s on line 12
