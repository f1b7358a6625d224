--TEST--
hexdec/octdec/bindec/base_convert ignore surrounding whitespace without a deprecation
--FILE--
<?php
var_dump(octdec("\t\n"), hexdec(" ff "), bindec("\n101\n"), base_convert(" 1f", 16, 10), hexdec(" 0x1A"));
var_dump(bindec("1 1"));
--EXPECTF--
int(0)
int(255)
int(5)
string(2) "31"
int(26)

Deprecated: Invalid characters passed for attempted conversion, these have been ignored in %s on line 3
int(3)
