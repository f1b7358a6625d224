--TEST--
PHP 8 loose comparison between numbers, strings, null and bools
--FILE--
<?php
$pairs = [
    [0, "a"], [0, ""], ["1", "01"], ["10", "1e1"], [100, "1e2"], ["abc", 0],
    [null, false], [null, 0], [null, ""], [null, "0"], [[], false], ["0", false],
    ["", false], [" 1", 1], ["1 ", 1], ["1abc", 1], [1.0, "1"], ["abc", "ABC"],
    [INF, INF], [NAN, NAN], [true, "false"], [null, []], ["0.0", "0"], ["1e3", "1000"],
];
foreach ($pairs as [$x, $y]) {
    echo str_pad(var_export($x, true), 8), " == ", str_pad(var_export($y, true), 8), " : ",
        var_export($x == $y, true), "\n";
}
--EXPECT--
0        == 'a'      : false
0        == ''       : false
'1'      == '01'     : true
'10'     == '1e1'    : true
100      == '1e2'    : true
'abc'    == 0        : false
NULL     == false    : true
NULL     == 0        : true
NULL     == ''       : true
NULL     == '0'      : false
array (
) == false    : true
'0'      == false    : true
''       == false    : true
' 1'     == 1        : true
'1 '     == 1        : true
'1abc'   == 1        : false
1.0      == '1'      : true
'abc'    == 'ABC'    : false
INF      == INF      : true
NAN      == NAN      : false
true     == 'false'  : true
NULL     == array (
) : true
'0.0'    == '0'      : true
'1e3'    == '1000'   : true
