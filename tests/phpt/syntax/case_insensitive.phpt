--TEST--
keywords, function and class names ignore case; variables do not
--FILE--
<?php
FUNCTION Shout($s) { RETURN StrToUpper($s); }
echo shout("hi"), " ", SHOUT("there"), "\n";
class MyBox { public $v = 1; }
$b = NEW mybox();
ECHO get_class($b), "\n";
var_dump($b InstanceOf MYBOX);
$value = 1;
$Value = 2;
echo $value, $Value, "\n";
IF (TRUE) { echo "upper if\n"; } ELSE { echo "no\n"; }
var_dump(NULL, True, fAlSe);
echo STRLEN("abc"), "\n";
--EXPECT--
HI THERE
MyBox
bool(true)
12
upper if
NULL
bool(true)
bool(false)
3
