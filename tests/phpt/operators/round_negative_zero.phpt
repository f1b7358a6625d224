--TEST--
round() of a negative value to zero gives -0
--FILE--
<?php
foreach ([-0.4, -0.5, -0.04, 0.4, -1.5, -0.0] as $v) { var_dump(round($v), round($v, 1)); echo round($v), "\n"; }
var_dump(round(-0.004, 2), round(-4, -1), round(-0.4, 0, PHP_ROUND_HALF_EVEN));
--EXPECT--
float(-0)
float(-0.4)
-0
float(-1)
float(-0.5)
-1
float(-0)
float(-0)
-0
float(0)
float(0.4)
0
float(-2)
float(-1.5)
-2
float(-0)
float(-0)
-0
float(-0)
float(-0)
float(-0)
