--TEST--
Writing a property of a non-object: assign, modify (nested or by reference), increment/decrement errors; unset is silent
--FILE--
<?php
$tests = [
 function() { $x = 1; $x->y->z = 5; },
 function() { $x = 1; $x->y[] = 5; },
 function() { $x = 1; $x->y['a'] = 5; },
 function() { $x = 1; $x->y++; },
 function() { $x = 1; $x->y .= 'a'; },
 function() { $x = "str"; $x->y = 5; },
 function() { $x = null; $x->y->z = 5; },
 function() { $x = [1]; $x[0]->y = 5; },
 function() { $x = 1; $r = &$x->y; },
 function() { $x = 1; unset($x->y); echo "ok\n"; },
 function() { $x = 1; unset($x->y->z); echo "ok\n"; },
 function() { $x = true; $x->y->z = 1; },
 function() { $x = 1; foreach ([1] as $x->y) {} },
 function() { $x = 1; [$x->y] = [1]; },
 function() { $x = 1; $x->y ??= 1; },
 function() { $o = new stdClass; $o->a->b = 1; },
 function() { $o = new stdClass; $o->a['x'] = 1; var_dump($o); },
 function() { $o = new stdClass; $o->a->b->c = 1; },
];
foreach ($tests as $i => $t) { try { $t(); } catch (Error $e) { echo $i, ": ", $e->getMessage(), "\n"; } }
$x = 1; try { $x->y += 1; } catch (Error $e) { echo $e->getMessage(), "\n"; }
$x = [1]; try { $x[0]->y += 1; } catch (Error $e) { echo $e->getMessage(), "\n"; }
$x = [1]; try { $x[0]->y++; } catch (Error $e) { echo $e->getMessage(), "\n"; }
$x = null; try { $x->y--; } catch (Error $e) { echo $e->getMessage(), "\n"; }
$x = [1]; try { $x[0]->y->z = 1; } catch (Error $e) { echo $e->getMessage(), "\n"; }
$x = [1]; try { $x[0]->y[] = 1; } catch (Error $e) { echo $e->getMessage(), "\n"; }
$x = 1; try { $x->y ??= 1; } catch (Error $e) { echo $e->getMessage(), "\n"; }
$x = 1; try { $x->y->z ??= 1; } catch (Error $e) { echo $e->getMessage(), "\n"; }
$x = "s"; try { $x->y .= 1; } catch (Error $e) { echo $e->getMessage(), "\n"; }
$x = 1; try { $x->y->z .= 1; } catch (Error $e) { echo $e->getMessage(), "\n"; }
$x = 1; try { $x->y->z++; } catch (Error $e) { echo $e->getMessage(), "\n"; }
$x = 1; try { $x->y->z += 1; } catch (Error $e) { echo $e->getMessage(), "\n"; }
$x = 1; try { $x->y['a'] += 1; } catch (Error $e) { echo $e->getMessage(), "\n"; }
$x = 1; try { $x->y['a']++; } catch (Error $e) { echo $e->getMessage(), "\n"; }
$o = new stdClass; try { $o->a->b++; } catch (Error $e) { echo $e->getMessage(), "\n"; }
$o = new stdClass; try { $o->a->b += 2; } catch (Error $e) { echo $e->getMessage(), "\n"; }
$o = new stdClass; try { $o->a->b->c += 2; } catch (Error $e) { echo $e->getMessage(), "\n"; }
$x = 1; $z = 1; try { $x->y = &$z; } catch (Error $e) { echo $e->getMessage(), "\n"; }
$x = "s"; try { unset($x->y); echo "ok\n"; } catch (Error $e) { echo $e->getMessage(), "\n"; }
$x = [1]; try { unset($x[0]->y->z); echo "ok\n"; } catch (Error $e) { echo $e->getMessage(), "\n"; }
function byref(&$r) {} $x = 1; try { byref($x->y); } catch (Error $e) { echo $e->getMessage(), "\n"; }
$x = 1; try { foreach ([1] as $x->y->z) {} } catch (Error $e) { echo $e->getMessage(), "\n"; }
$x = 1; try { $x->y[] = 1; } catch (Error $e) { echo $e->getMessage(), "\n"; }
--EXPECTF--
0: Attempt to modify property "y" on int
1: Attempt to modify property "y" on int
2: Attempt to modify property "y" on int
3: Attempt to increment/decrement property "y" on int
4: Attempt to assign property "y" on int
5: Attempt to assign property "y" on string
6: Attempt to modify property "y" on null
7: Attempt to assign property "y" on int
8: Attempt to modify property "y" on int
ok
ok
11: Attempt to modify property "y" on bool
12: Attempt to assign property "y" on int
13: Attempt to assign property "y" on int
14: Attempt to assign property "y" on int
15: Attempt to assign property "b" on null
object(stdClass)#19 (1) {
  ["a"]=>
  array(1) {
    ["x"]=>
    int(1)
  }
}
17: Attempt to modify property "b" on null
Attempt to assign property "y" on int
Attempt to assign property "y" on int
Attempt to increment/decrement property "y" on int
Attempt to increment/decrement property "y" on null
Attempt to modify property "y" on int
Attempt to modify property "y" on int
Attempt to assign property "y" on int
Attempt to modify property "y" on int
Attempt to assign property "y" on string
Attempt to modify property "y" on int
Attempt to modify property "y" on int
Attempt to modify property "y" on int
Attempt to modify property "y" on int
Attempt to modify property "y" on int

Warning: Undefined property: stdClass::$a in %s on line 37
Attempt to increment/decrement property "b" on null

Warning: Undefined property: stdClass::$a in %s on line 38
Attempt to assign property "b" on null

Warning: Undefined property: stdClass::$a in %s on line 39
Attempt to modify property "b" on null
Attempt to modify property "y" on int
ok
ok
Attempt to modify property "y" on int
Attempt to modify property "y" on int
Attempt to modify property "y" on int
