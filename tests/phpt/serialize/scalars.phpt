--TEST--
serialize: scalars
--FILE--
<?php
foreach ([null, true, false, 0, -5, PHP_INT_MAX, 1.0, 0.1, 0.1 + 0.2, -0.0, 1e25, INF, -INF, NAN, "", "abc", "é", "a\"b"] as $v) {
    $s = serialize($v);
    echo $s, "\n";
    var_dump(unserialize($s));
}
--EXPECT--
N;
NULL
b:1;
bool(true)
b:0;
bool(false)
i:0;
int(0)
i:-5;
int(-5)
i:9223372036854775807;
int(9223372036854775807)
d:1;
float(1)
d:0.1;
float(0.1)
d:0.30000000000000004;
float(0.30000000000000004)
d:-0;
float(-0)
d:1.0E+25;
float(1.0E+25)
d:INF;
float(INF)
d:-INF;
float(-INF)
d:NAN;
float(NAN)
s:0:"";
string(0) ""
s:3:"abc";
string(3) "abc"
s:2:"é";
string(2) "é"
s:3:"a"b";
string(3) "a"b"
