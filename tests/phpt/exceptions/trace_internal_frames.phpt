--TEST--
trace internal frames
--FILE--
<?php
function f($x){ throw new Exception("boom"); }
function g($x) { return f($x); }
try { call_user_func('f', "a\nb\tc\\d'e"); } catch (Exception $e) { echo $e->getTraceAsString(), "\n"; }
try { array_map('g', ["a\x01"]); } catch (Exception $e) { echo $e->getTraceAsString(), "\n"; }
try { g(str_repeat("x", 20)); } catch (Exception $e) { echo $e->getTraceAsString(), "\n"; }
try { g([1]); } catch (Exception $e) { echo $e->getTraceAsString(), "\n"; }
try { g(1.5); } catch (Exception $e) { echo $e->getTraceAsString(), "\n"; }
try { g(null); } catch (Exception $e) { echo $e->getTraceAsString(), "\n"; }
try { g(new stdClass); } catch (Exception $e) { echo $e->getTraceAsString(), "\n"; }
try { g(true); } catch (Exception $e) { echo $e->getTraceAsString(), "\n"; }
try { g("é\xff\x1b\x7f"); } catch (Exception $e) { echo $e->getTraceAsString(), "\n"; }
function h() { debug_print_backtrace(); print_r(array_map(fn($f) => array_keys($f), debug_backtrace())); }
array_map('h', [1]);
usort($arr, fn($a, $b) => h());
$arr = [1,2]; usort($arr, fn($a, $b) => h());
--EXPECTF--
#0 %s(4): f('a\nb\tc\\d'e')
#1 {main}
#0 %s(3): f('a\x01')
#1 [internal function]: g('a\x01')
#2 %s(5): array_map('g', Array)
#3 {main}
#0 %s(3): f('xxxxxxxxxxxxxxx...')
#1 %s(6): g('xxxxxxxxxxxxxxx...')
#2 {main}
#0 %s(3): f(Array)
#1 %s(7): g(Array)
#2 {main}
#0 %s(3): f(1.5)
#1 %s(8): g(1.5)
#2 {main}
#0 %s(3): f(NULL)
#1 %s(9): g(NULL)
#2 {main}
#0 %s(3): f(Object(stdClass))
#1 %s(10): g(Object(stdClass))
#2 {main}
#0 %s(3): f(true)
#1 %s(11): g(true)
#2 {main}
#0 %s(3): f('\xC3\xA9\xFF\e\x7F')
#1 %s(12): g('\xC3\xA9\xFF\e\x7F')
#2 {main}
#0 [internal function]: h(1)
#1 %s(14): array_map('h', Array)
Array
(
    [0] => Array
        (
            [0] => function
            [1] => args
        )

    [1] => Array
        (
            [0] => file
            [1] => line
            [2] => function
            [3] => args
        )

)

Fatal error: Uncaught TypeError: usort(): Argument #1 ($array) must be of type array, null given in %s:15
Stack trace:
#0 %s(15): usort(NULL, Object(Closure))
#1 {main}
  thrown in %s on line 15
