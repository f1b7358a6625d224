--TEST--
traces show float arguments with a fraction and parameters after coercion
--FILE--
<?php
function f($x) { throw new Exception("e"); }
foreach ([5.0, 1.5, 1e20, -0.0, 0.1+0.2, 1e15, 123456789012345.0, NAN, INF, 2.5e-5] as $v) { try { f($v); } catch (Exception $e) { echo $e->getTraceAsString(), "\n"; } }
function f2(float $x, int $y, string $s, ?bool $b = null, ...$rest) { throw new Exception("e"); }
try { f2(5, "7", 12, 1, 3, "x"); } catch (Exception $e) { echo $e->getTraceAsString(), "\n"; }
--EXPECTF--
#0 %s(3): f(5.0)
#1 {main}
#0 %s(3): f(1.5)
#1 {main}
#0 %s(3): f(1.0E+20)
#1 {main}
#0 %s(3): f(-0.0)
#1 {main}
#0 %s(3): f(0.3)
#1 {main}
#0 %s(3): f(1.0E+15)
#1 {main}
#0 %s(3): f(1.2345678901234E+14)
#1 {main}
#0 %s(3): f(NAN)
#1 {main}
#0 %s(3): f(INF)
#1 {main}
#0 %s(3): f(2.5E-5)
#1 {main}
#0 %s(5): f2(5.0, 7, '12', true, 3, 'x')
#1 {main}
