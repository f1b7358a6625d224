--TEST--
dechex, hexdec and friends, base_convert
--FILE--
<?php
var_dump(dechex(255), dechex(-1), decbin(5), decoct(8), dechex(0));
var_dump(hexdec("ff"), hexdec("0xff"), hexdec("ffffffffffffffff"), hexdec("7fffffffffffffff"), bindec("111"), bindec("0b101"), octdec("777"), octdec("0o17"), hexdec(""));
var_dump(hexdec("zz1"));
var_dump(base_convert("ff", 16, 2), base_convert("zz", 36, 10), base_convert("ffffffffffffffffff", 16, 2), base_convert("ffffffffffffffffff", 16, 36), base_convert("0", 10, 2));
var_dump(base_convert("-ff", 16, 10));
try { base_convert("10", 1, 2); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
try { base_convert("10", 2, 37); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
--EXPECTF--
string(2) "ff"
string(16) "ffffffffffffffff"
string(3) "101"
string(2) "10"
string(1) "0"
int(255)
int(255)
float(1.8446744073709552E+19)
int(9223372036854775807)
int(7)
int(5)
int(511)
int(15)
int(0)

Deprecated: Invalid characters passed for attempted conversion, these have been ignored in %s on line 4
int(1)
string(8) "11111111"
string(4) "1295"
string(64) "0000000000000000000000000000000000000000000000000000000000000000"
string(14) "rombrbjfm28s0s"
string(1) "0"

Deprecated: Invalid characters passed for attempted conversion, these have been ignored in %s on line 6
string(3) "255"
base_convert(): Argument #2 ($from_base) must be between 2 and 36 (inclusive)
base_convert(): Argument #3 ($to_base) must be between 2 and 36 (inclusive)
