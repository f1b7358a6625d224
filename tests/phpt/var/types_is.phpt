--TEST--
var: types is
--FILE--
<?php
$vals = [null, true, 0, 1.5, "1", "1.5", " 1", "1 ", "1e3", "0x1A", "abc", "", [], [1], new stdClass, new ArrayObject([])];
foreach ($vals as $i => $v) {
    echo $i, ": ";
    foreach (['is_int', 'is_integer', 'is_long', 'is_float', 'is_double', 'is_string', 'is_bool', 'is_array', 'is_object', 'is_null', 'is_numeric', 'is_iterable', 'is_countable', 'is_scalar', 'is_resource'] as $fn) {
        echo $fn($v) ? 1 : 0;
    }
    echo "\n";
}
var_dump(is_resource(STDOUT));
var_dump(is_iterable((function () { yield 1; })()));
--EXPECT--
0: 000000000100000
1: 000000100000010
2: 111000000010010
3: 000110000010010
4: 000001000010010
5: 000001000010010
6: 000001000010010
7: 000001000010010
8: 000001000010010
9: 000001000000010
10: 000001000000010
11: 000001000000010
12: 000000010001100
13: 000000010001100
14: 000000001000000
15: 000000001001100
bool(true)
bool(true)
