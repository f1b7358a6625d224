--TEST--
** precedence, associativity and result types
--FILE--
<?php
var_dump(2 ** 3, 2 ** -1, -2 ** 2, (-2) ** 2, 2 ** 3 ** 2, 2 ** 63, 2 ** 62, 0 ** 0);
var_dump(2.5 ** 2, 4 ** 0.5, (-8) ** (1/3), 10 ** 20, pow(2, 64), pow("3", "2"));
$b = 3;
$b **= 2;
var_dump($b);
--EXPECT--
int(8)
float(0.5)
int(-4)
int(4)
int(512)
float(9.223372036854776E+18)
int(4611686018427387904)
int(1)
float(6.25)
float(2)
float(NAN)
float(1.0E+20)
float(1.8446744073709552E+19)
int(9)
int(9)
