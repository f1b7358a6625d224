--TEST--
base64 and hex encodings
--FILE--
<?php
var_dump(base64_encode("hello"), base64_encode(""), base64_encode("\x00\xff\xfe"), base64_decode("aGVsbG8="), base64_decode("aGVsbG8"), base64_decode("aGV sbG8=\n"));
var_dump(base64_decode("a*b", true), base64_decode("aGVsbG8=", true), base64_decode("aGVsbG8==", true), base64_decode("a", true), base64_decode("ab=c", true), base64_decode("#$%"));
var_dump(bin2hex("abc\x00\xff"), hex2bin("48656c6c6f"), bin2hex(""));
var_dump(hex2bin("abc"));
var_dump(hex2bin("zz"));
--EXPECTF--
string(8) "aGVsbG8="
string(0) ""
string(4) "AP/+"
string(5) "hello"
string(5) "hello"
string(5) "hello"
bool(false)
string(5) "hello"
bool(false)
bool(false)
bool(false)
string(0) ""
string(10) "61626300ff"
string(5) "Hello"
string(0) ""

Warning: hex2bin(): Hexadecimal input string must have an even length in %s on line 5
bool(false)

Warning: hex2bin(): Input string must be hexadecimal string in %s on line 6
bool(false)
