--TEST--
json: encode scalars
--FILE--
<?php
var_dump(json_encode(null), json_encode(true), json_encode(false), json_encode(0), json_encode(-12));
var_dump(json_encode(1.0), json_encode(0.1), json_encode(0.1 + 0.2), json_encode(1e25), json_encode(-0.0), json_encode(1e-7));
var_dump(json_encode("plain"), json_encode(""), json_encode("a/b"), json_encode("quote\"back\\slash"));
var_dump(json_encode("\n\r\t\x08\x0c\x01\x1f\x7f"));
var_dump(json_encode("é€😀"));
--EXPECT--
string(4) "null"
string(4) "true"
string(5) "false"
string(1) "0"
string(3) "-12"
string(1) "1"
string(3) "0.1"
string(19) "0.30000000000000004"
string(7) "1.0e+25"
string(2) "-0"
string(6) "1.0e-7"
string(7) ""plain""
string(2) """"
string(6) ""a\/b""
string(20) ""quote\"back\\slash""
string(25) ""\n\r\t\b\f\u0001\u001f""
string(26) ""\u00e9\u20ac\ud83d\ude00""
