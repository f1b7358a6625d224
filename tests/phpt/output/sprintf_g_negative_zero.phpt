--TEST--
sprintf %g and %G keep the sign of negative zero
--FILE--
<?php
printf("[%g] [%G] [%+g] [%5g] [%-5g] [%.3g] [%g]\n", -0.0, -0.0, -0.0, -0.0, -0.0, -0.0, 0.0);
printf("[%+g] [%+g] [%05g]\n", 1.5, -1.5, -2.0);
--EXPECT--
[-0] [-0] [-0] [   -0] [-0   ] [-0] [0]
[+1.5] [-1.5] [-0002]
