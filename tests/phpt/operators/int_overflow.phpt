--TEST--
integer overflow turns into float
--FILE--
<?php
$max = PHP_INT_MAX;
var_dump($max + 1);
var_dump($max * 2);
var_dump(PHP_INT_MIN - 1);
var_dump(-PHP_INT_MIN);
var_dump($max + 1 - 1 === $max);
$i = $max;
$i++;
var_dump($i);
$j = PHP_INT_MIN;
$j--;
var_dump($j);
var_dump(abs(PHP_INT_MIN));
var_dump(array_sum([PHP_INT_MAX, 1]));
var_dump(3037000500 * 3037000500, 3037000499 * 3037000499);
--EXPECT--
float(9.223372036854776E+18)
float(1.8446744073709552E+19)
float(-9.223372036854776E+18)
float(9.223372036854776E+18)
bool(false)
float(9.223372036854776E+18)
float(-9.223372036854776E+18)
float(9.223372036854776E+18)
float(9.223372036854776E+18)
float(9.22337203700025E+18)
int(9223372030926249001)
