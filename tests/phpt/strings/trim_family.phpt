--TEST--
trim, ltrim, rtrim, chop with character lists and ranges
--FILE--
<?php
var_dump(trim("  abc \n\0\t"), trim("xxabcxx", "x"), ltrim("0012", "0"), rtrim("1.500", "0"), rtrim("1.500", ".0"), chop("abc  "), trim("[abc]", "[]"), trim("abcdefz", "a..e"), trim("\x0Bx\x0B"));
var_dump(trim("abc", "a.."));
var_dump(trim("abc", "..c"));
var_dump(trim("abc", "z..a"));
var_dump(trim("abc", "a..b..c"));
--EXPECTF--
string(3) "abc"
string(3) "abc"
string(2) "12"
string(3) "1.5"
string(3) "1.5"
string(3) "abc"
string(3) "abc"
string(2) "fz"
string(1) "x"

Warning: trim(): Invalid '..'-range, no character to the right of '..' in %s on line 3
string(2) "bc"

Warning: trim(): Invalid '..'-range, no character to the left of '..' in %s on line 4
string(2) "ab"

Warning: trim(): Invalid '..'-range, '..'-range needs to be incrementing in %s on line 5
string(2) "bc"

Warning: trim(): Invalid '..'-range in %s on line 6
string(0) ""
