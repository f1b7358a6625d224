--TEST--
traces and func_get_args show parameters' current values, extra arguments as passed
--FILE--
<?php
function f($x, $y = 3) { $x = $x * 10; throw new Exception("e"); }
function g($a, ...$rest) { $a++; f($a, 7); }
try { g(1, "two", [3]); } catch (Exception $e) { echo $e->getTraceAsString(), "\n"; }

function h($x) { $x = "changed"; debug_print_backtrace(); var_dump(func_get_args(), func_num_args()); }
h("orig", 42);

function typed(int $n, string $s) { return $n; }
try { typed(5, []); } catch (TypeError $e) { echo $e->getMessage(), "\n", $e->getTraceAsString(), "\n"; }

function byref(&$r, $d = "def") { $r = "set"; print_r(debug_backtrace()[0]['args']); }
$v = "before";
byref($v);
echo $v, "\n";

function named($a = 1, $b = 2, $c = 3) { debug_print_backtrace(); }
named(c: 9);

function v(int $a, float ...$r) { throw new Exception("e"); }
try { v("5", 1, "2", 3); } catch (Exception $e) { echo $e->getTraceAsString(), "\n"; }
function w(float $a, $b, $c) { throw new Exception("e"); }
try { w(1, 2, 3, 4); } catch (Exception $e) { echo $e->getTraceAsString(), "\n"; }
--EXPECTF--
#0 %s(3): f(20, 7)
#1 %s(4): g(2, 'two', Array)
#2 {main}
#0 %s(7): h('changed', 42)
array(2) {
  [0]=>
  string(7) "changed"
  [1]=>
  int(42)
}
int(2)
typed(): Argument #2 ($s) must be of type string, array given, called in %s on line 10
#0 %s(10): typed(5, Array)
#1 {main}
Array
(
    [0] => set
)
set
#0 %s(18): named(1, 2, 9)
#0 %s(21): v(5, 1.0, 2.0, 3.0)
#1 {main}
#0 %s(23): w(1.0, 2, 3, 4)
#1 {main}
