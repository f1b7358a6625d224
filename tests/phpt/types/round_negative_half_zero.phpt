--TEST--
round() of negative half-way values to zero keeps PHP's sign of zero per mode
--FILE--
<?php
foreach ([-0.5, -0.05, -0.4, -0.6, -1.5, 0.5, -0.0] as $v) {
    foreach ([PHP_ROUND_HALF_UP, PHP_ROUND_HALF_DOWN, PHP_ROUND_HALF_EVEN, PHP_ROUND_HALF_ODD] as $m) {
        echo round($v, 0, $m), " ", round($v, 1, $m), " ";
    }
    echo "\n";
}
var_dump(round(-0.5, 0, PHP_ROUND_HALF_EVEN), round(-0.5, 0, PHP_ROUND_HALF_DOWN), round(-0.4), round(-0.05, 1, PHP_ROUND_HALF_EVEN));
--EXPECT--
-1 -0.5 0 -0.5 0 -0.5 -1 -0.5 
-0 -0.1 -0 0 -0 0 -0 -0.1 
-0 -0.4 -0 -0.4 -0 -0.4 -0 -0.4 
-1 -0.6 -1 -0.6 -1 -0.6 -1 -0.6 
-2 -1.5 -1 -1.5 -2 -1.5 -1 -1.5 
1 0.5 0 0.5 0 0.5 1 0.5 
-0 -0 -0 -0 -0 -0 -0 -0 
float(0)
float(0)
float(-0)
float(0)
