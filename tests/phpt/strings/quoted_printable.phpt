--TEST--
quoted_printable_encode/decode: soft line breaks at 75, UTF-8 sequences kept whole, lenient decoding
--FILE--
<?php
$s = ["", "plain text", "a=b", "caf\xc3\xa9 na\xc3\xafve", "tab\there", "trail \r\nx", "lone\nlf", str_repeat("x", 80), str_repeat("Ã©", 40), "\x00\x01\x7f\xff", str_repeat("a", 74) . "\xe2\x82\xac"];
foreach ($s as $x) {
    $e = quoted_printable_encode($x);
    var_dump($e, quoted_printable_decode($e) === $x);
}
foreach (["=41=42", "a=\r\nb", "a=  \nb", "a=zz", "=4", "=", "a= b", "x=3d=3D", "=e9t", "nul\x00after"] as $d) {
    var_dump(quoted_printable_decode($d));
}
--EXPECT--
string(0) ""
bool(true)
string(10) "plain text"
bool(true)
string(5) "a=3Db"
bool(true)
string(20) "caf=C3=A9 na=C3=AFve"
bool(true)
string(10) "tab=09here"
bool(true)
string(11) "trail=20
x"
bool(true)
string(9) "lone=0Alf"
bool(true)
string(83) "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx=
xxxxx"
bool(true)
string(249) "=C3=A9=C3=A9=C3=A9=C3=A9=C3=A9=C3=A9=C3=A9=C3=A9=C3=A9=C3=A9=C3=A9=C3=A9=
=C3=A9=C3=A9=C3=A9=C3=A9=C3=A9=C3=A9=C3=A9=C3=A9=C3=A9=C3=A9=C3=A9=C3=A9=
=C3=A9=C3=A9=C3=A9=C3=A9=C3=A9=C3=A9=C3=A9=C3=A9=C3=A9=C3=A9=C3=A9=C3=A9=
=C3=A9=C3=A9=C3=A9=C3=A9"
bool(true)
string(12) "=00=01=7F=FF"
bool(true)
string(86) "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa=
=E2=82=AC"
bool(true)
string(2) "AB"
string(2) "ab"
string(2) "ab"
string(4) "a=zz"
string(2) "=4"
string(0) ""
string(4) "a= b"
string(3) "x=="
string(2) "ét"
string(3) "nul"
