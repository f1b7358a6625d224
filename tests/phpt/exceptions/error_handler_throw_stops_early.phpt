--TEST--
an exception thrown by an error handler stops the code before the next call, output or branch
--FILE--
<?php
set_error_handler(function ($no, $str) { throw new ErrorException($str); });
function f($x) { echo "f called\n"; return $x; }
try { f($undef); } catch (ErrorException $e) { echo "Caught: ", $e->getMessage(), "\n"; }
try { $a = []; $r = f($a['k']) . f('b'); } catch (ErrorException $e) { echo "Caught: ", $e->getMessage(), "\n"; }
try { if ($a['z'] > 0) { echo "in if\n"; } echo "after\n"; } catch (ErrorException $e) { echo "Caught: ", $e->getMessage(), "\n"; }
try { foreach ([1,2] as $v) { $t = $a[$v]; echo "iter $v\n"; } } catch (ErrorException $e) { echo "Caught: ", $e->getMessage(), "\n"; }
try { $r = intdiv(1, 1) + $undefined2; echo "r\n"; } catch (ErrorException $e) { echo "Caught: ", $e->getMessage(), "\n"; }
try { print("x" . $undef3); } catch (ErrorException $e) { echo "Caught: ", $e->getMessage(), "\n"; }
try { while ($a['w'] ?? false || $a['q']) { echo "loop\n"; break; } } catch (ErrorException $e) { echo "Caught: ", $e->getMessage(), "\n"; }
try { return_it($a['m']); } catch (ErrorException $e) { echo "Caught: ", $e->getMessage(), "\n"; }
function return_it($v) { echo "return_it\n"; }
try { $s = sprintf("%s", $a['n']); echo "s\n"; } catch (ErrorException $e) { echo "Caught: ", $e->getMessage(), "\n"; }
try { $o = new ArrayObject($a['p']); } catch (Throwable $e) { echo "Caught: ", $e->getMessage(), "\n"; }
try { echo "5 apples" + 3, "\n"; } catch (ErrorException $e) { echo "Caught: ", $e->getMessage(), "\n"; }
try { echo "a" . [], "\n"; } catch (ErrorException $e) { echo "Caught: ", $e->getMessage(), "\n"; }
try { $o = new ArrayObject([]); $o->append($a["q2"]); echo count($o), "\n"; } catch (ErrorException $e) { echo "Caught: ", $e->getMessage(), "\n"; }
--EXPECT--
Caught: Undefined variable $undef
Caught: Undefined array key "k"
Caught: Undefined array key "z"
Caught: Undefined array key 1
Caught: Undefined variable $undefined2
Caught: Undefined variable $undef3
Caught: Undefined array key "q"
Caught: Undefined array key "m"
Caught: Undefined array key "n"
Caught: Undefined array key "p"
Caught: A non-numeric value encountered
Caught: Array to string conversion
Caught: Undefined array key "q2"
