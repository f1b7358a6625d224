--TEST--
Calls PHP compiles to opcodes (strlen, count, array_key_exists, strval...) leave no frame in traces
--FILE--
<?php
function f($x) { return count($x); }
try { f(1); } catch (TypeError $e) { echo $e->getMessage(), "\n", $e->getTraceAsString(), "\n"; }
try { strlen([]); } catch (TypeError $e) { echo $e->getTraceAsString(), "\n"; }
try { strlen(...[[]]); } catch (TypeError $e) { echo $e->getTraceAsString(), "\n"; }
try { array_key_exists([], []); } catch (TypeError $e) { echo $e->getTraceAsString(), "\n"; }
class C implements Countable {
    function count(): int { throw new Exception("count"); }
    function __toString(): string { throw new Exception("str"); }
}
try { count(new C); } catch (Exception $e) { echo $e->getTraceAsString(), "\n"; }
try { count(new C, COUNT_NORMAL); } catch (Exception $e) { echo $e->getTraceAsString(), "\n"; }
try { strval(new C); } catch (Exception $e) { echo $e->getTraceAsString(), "\n"; }
try { strlen(new C); } catch (Exception $e) { echo $e->getTraceAsString(), "\n"; }
try { array_map('strlen', [[]]); } catch (TypeError $e) { echo $e->getTraceAsString(), "\n"; }
--EXPECTF--
count(): Argument #1 ($value) must be of type Countable|array, int given
#0 %s(3): f(1)
#1 {main}
#0 {main}
#0 %s(5): strlen(Array)
#1 {main}
#0 {main}
#0 %s(11): C->count()
#1 {main}
#0 [internal function]: C->count()
#1 %s(12): count(Object(C), 0)
#2 {main}
#0 %s(13): C->__toString()
#1 {main}
#0 %s(14): C->__toString()
#1 {main}
#0 [internal function]: strlen(Array)
#1 %s(15): array_map('strlen', Array)
#2 {main}
