--TEST--
traces show float arguments with a fraction and parameters after coercion
--FILE--
<?php
function f($x) { throw new Exception("e"); }
foreach ([5.0, 1.5, 1e20, -0.0, 0.1+0.2, 1e15, 123456789012345.0, NAN, INF, 2.5e-5] as $v) { try { f($v); } catch (Exception $e) { echo $e->getTraceAsString(), "\n"; } }
function f(float $x, int $y, string $s, ?bool $b = null, ...$rest) { throw new Exception("e"); }
try { f(5, "7", 12, 1, 3, "x"); } catch (Exception $e) { echo $e->getTraceAsString(), "\n"; }
--EXPECTF--
Fatal error: Cannot redeclare f() (previously declared in %s:2) in %s on line 4
