--TEST--
ArgumentCountError and argument TypeError report the line where the function starts
--FILE--
<?php
function f($a,
  $b) {
  return 1;
}
try { f(1); } catch (Error $e) { echo $e->getMessage(), " line ", $e->getLine(), "\n"; }
function g(
   int $a) {
  return 1;
}
try { g("x"); } catch (Error $e) { echo $e->getMessage(), " line ", $e->getLine(), "\n"; }
class L {
    public function log(string $m,
        int $n) {}
}
try { (new L)->log("a"); } catch (Error $e) { echo $e->getMessage(), " line ", $e->getLine(), "\n"; }
try { (new L)->log("a", "b"); } catch (Error $e) { echo $e->getMessage(), " line ", $e->getLine(), "\n"; }
f(1);
--EXPECTF--
Too few arguments to function f(), 1 passed in %s on line 6 and exactly 2 expected line 2
g(): Argument #1 ($a) must be of type int, string given, called in %s on line 11 line 7
Too few arguments to function L::log(), 1 passed in %s on line 16 and exactly 2 expected line 13
L::log(): Argument #2 ($n) must be of type int, string given, called in %s on line 17 line 13

Fatal error: Uncaught ArgumentCountError: Too few arguments to function f(), 1 passed in %s on line 18 and exactly 2 expected in %s:2
Stack trace:
#0 %s(18): f(1)
#1 {main}
  thrown in %s on line 2
