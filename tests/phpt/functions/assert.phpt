--TEST--
assert(): passing assertions return true; failing ones throw AssertionError with the description, or the asserted code
--FILE--
<?php
function check(array $a) { assert(count($a) > 2 && $a[0] === 'x'); return true; }
var_dump(check(['x', 1, 2]), assert(true), assert(1));
try { check([1]); } catch (AssertionError $e) { echo $e->getMessage(), "\n", $e->getTraceAsString(), "\n"; }
try { assert(false, "custom msg"); } catch (AssertionError $e) { echo $e->getMessage(), "\n"; }
try { assert(false, new RuntimeException("rt")); } catch (RuntimeException $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
$f = "assert";
try { $f(1 > 2); } catch (AssertionError $e) { var_dump($e->getMessage()); }
assert(in_array(3, [1, 2]));
--EXPECTF--
bool(true)
bool(true)
bool(true)
assert(count($a) > 2 && $a[0] === 'x')
#0 %s(2): assert(false, 'assert(count($a...')
#1 %s(4): check(Array)
#2 {main}
custom msg
RuntimeException: rt
string(0) ""

Fatal error: Uncaught AssertionError: assert(in_array(3, [1, 2])) in %s:9
Stack trace:
#0 %s(9): assert(false, 'assert(in_array...')
#1 {main}
  thrown in %s on line 9
