--TEST--
A numeric string "-0" converts to negative zero as a float, like C's strtod
--FILE--
<?php
var_dump((float)"-0", floatval("-0"), (float)" -0", floatval("-0abc"), (float)"-0e5");
var_dump("-0" + 0.0, (int)"-0", (float)"0", (float)"-1");
echo json_encode([(float)"-0"]), " ", var_export((float)"-0", true), "\n";
--EXPECT--
float(-0)
float(-0)
float(-0)
float(-0)
float(-0)
float(0)
int(0)
float(0)
float(-1)
[-0] -0.0
