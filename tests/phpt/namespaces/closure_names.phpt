--TEST--
closures declared in a namespace are named NS\{closure} in traces, messages and __FUNCTION__
--FILE--
<?php
namespace App;
$f = function(int $x) { return debug_backtrace()[0]['function']; };
echo $f(1), "\n";
try { $f("a"); } catch (\TypeError $e) { echo $e->getMessage(), "\n"; }
$g = fn() => throw new \Exception("arrow");
try { $g(); } catch (\Exception $e) { echo $e->getTraceAsString(), "\n"; }
function outer() { return (function() { return __FUNCTION__ . "|" . __METHOD__; })(); }
echo outer(), "\n";
class C { function m() { return (fn() => __FUNCTION__ . "|" . __METHOD__ . "|" . debug_backtrace()[0]['function'])(); } }
echo (new C)->m(), "\n";
array_map(function($x) { throw new \Exception("in map"); }, [1]);
--EXPECTF--
App\{closure}
App\{closure}(): Argument #1 ($x) must be of type int, string given, called in %s on line 5
#0 %s(7): App\{closure}()
#1 {main}
App\{closure}|App\{closure}
App\{closure}|App\{closure}|App\{closure}

Fatal error: Uncaught Exception: in map in %s:12
Stack trace:
#0 [internal function]: App\{closure}(1)
#1 %s(12): array_map(Object(Closure), Array)
#2 {main}
  thrown in %s on line 12
