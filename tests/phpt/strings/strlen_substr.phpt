--TEST--
strlen and substr with negative offsets and lengths
--FILE--
<?php
var_dump(strlen(""), strlen("héllo"), strlen("a\0b"));
foreach ([[0, null], [1, 3], [-3, null], [-3, 2], [1, -1], [5, null], [3, null], [-10, 2], [2, -5], [0, 0]] as [$o, $l]) {
    var_dump(substr("hello", $o, $l));
}
var_dump(substr("", 0), substr("abc", 1, 100));
--EXPECT--
int(0)
int(6)
int(3)
string(5) "hello"
string(3) "ell"
string(3) "llo"
string(2) "ll"
string(3) "ell"
string(0) ""
string(2) "lo"
string(2) "he"
string(0) ""
string(0) ""
string(0) ""
string(2) "bc"
