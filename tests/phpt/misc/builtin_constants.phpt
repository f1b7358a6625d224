--TEST--
predefined constants
--FILE--
<?php
var_dump(PHP_INT_MAX, PHP_INT_MIN, PHP_INT_SIZE, PHP_FLOAT_EPSILON, PHP_FLOAT_MAX, PHP_FLOAT_MIN, PHP_FLOAT_DIG);
var_dump(PHP_EOL, M_PI, M_E, M_SQRT2, E_ALL, E_WARNING, E_NOTICE, E_DEPRECATED, E_USER_ERROR);
var_dump(PHP_MAJOR_VERSION, PHP_MINOR_VERSION, is_string(PHP_VERSION), PHP_OS_FAMILY, DIRECTORY_SEPARATOR);
var_dump(SORT_STRING, COUNT_RECURSIVE, JSON_PRETTY_PRINT, STR_PAD_LEFT, PHP_ROUND_HALF_EVEN);
var_dump(is_nan(NAN), is_infinite(INF), PHP_VERSION_ID >= 80200, true === TRUE);
--EXPECT--
int(9223372036854775807)
int(-9223372036854775808)
int(8)
float(2.220446049250313E-16)
float(1.7976931348623157E+308)
float(2.2250738585072014E-308)
int(15)
string(1) "
"
float(3.141592653589793)
float(2.718281828459045)
float(1.4142135623730951)
int(32767)
int(2)
int(8)
int(8192)
int(256)
int(8)
int(2)
bool(true)
string(5) "Linux"
string(1) "/"
int(2)
int(1)
int(128)
int(0)
int(3)
bool(true)
bool(true)
bool(true)
bool(true)
