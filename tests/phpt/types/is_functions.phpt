--TEST--
is_int, is_float, is_numeric, is_scalar, is_iterable and friends
--FILE--
<?php
$values = [1, 1.0, "1", "1.0", " 1", "1 ", "1e5", ".5", "0x1A", "", "abc", null, true, [], [1], new ArrayIterator([])];
foreach ($values as $v) {
    printf("%-22s int:%d float:%d str:%d num:%d scalar:%d iter:%d count:%d\n",
        json_encode($v) ?: get_class($v),
        is_int($v), is_float($v), is_string($v), is_numeric($v), is_scalar($v), is_iterable($v), is_countable($v));
}
var_dump(is_null(null), is_bool(0), is_array([]), is_object(new stdClass), is_callable('is_int'));
--EXPECT--
1                      int:1 float:0 str:0 num:1 scalar:1 iter:0 count:0
1                      int:0 float:1 str:0 num:1 scalar:1 iter:0 count:0
"1"                    int:0 float:0 str:1 num:1 scalar:1 iter:0 count:0
"1.0"                  int:0 float:0 str:1 num:1 scalar:1 iter:0 count:0
" 1"                   int:0 float:0 str:1 num:1 scalar:1 iter:0 count:0
"1 "                   int:0 float:0 str:1 num:1 scalar:1 iter:0 count:0
"1e5"                  int:0 float:0 str:1 num:1 scalar:1 iter:0 count:0
".5"                   int:0 float:0 str:1 num:1 scalar:1 iter:0 count:0
"0x1A"                 int:0 float:0 str:1 num:0 scalar:1 iter:0 count:0
""                     int:0 float:0 str:1 num:0 scalar:1 iter:0 count:0
"abc"                  int:0 float:0 str:1 num:0 scalar:1 iter:0 count:0
null                   int:0 float:0 str:0 num:0 scalar:0 iter:0 count:0
true                   int:0 float:0 str:0 num:0 scalar:1 iter:0 count:0
[]                     int:0 float:0 str:0 num:0 scalar:0 iter:1 count:1
[1]                    int:0 float:0 str:0 num:0 scalar:0 iter:1 count:1
{}                     int:0 float:0 str:0 num:0 scalar:0 iter:1 count:1
bool(true)
bool(false)
bool(true)
bool(true)
bool(true)
