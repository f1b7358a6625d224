--TEST--
convert_uuencode and convert_uudecode round-trip and reject malformed input
--FILE--
<?php
foreach (["", "a", "ab", "abc", "abcd", "test\ntext text text\r\n", str_repeat("xyz", 40), str_repeat("0123456789", 9), "\0\0\0\xff\xfe", str_repeat("q", 45), str_repeat("q", 44), str_repeat("q", 46)] as $s) {
    $e = convert_uuencode($s);
    var_dump($e);
    var_dump(convert_uudecode($e) === $s);
}
var_dump(convert_uudecode(""));
var_dump(convert_uudecode("abc"));
var_dump(convert_uudecode("!"));
var_dump(convert_uudecode("#86)C\n`\n"));
var_dump(convert_uudecode("M" . str_repeat("a", 10)));
var_dump(bin2hex(convert_uudecode("%86)C9&4`\n`\n")));
--EXPECTF--
string(2) "`
"
bool(true)
string(8) "!80``
`
"
bool(true)
string(8) ""86(`
`
"
bool(true)
string(8) "#86)C
`
"
bool(true)
string(12) "$86)C9```
`
"
bool(true)
string(32) "5=&5S=`IT97AT('1E>'0@=&5X=`T*
`
"
bool(true)
string(168) "M>'EZ>'EZ>'EZ>'EZ>'EZ>'EZ>'EZ>'EZ>'EZ>'EZ>'EZ>'EZ>'EZ>'EZ>'EZ
M>'EZ>'EZ>'EZ>'EZ>'EZ>'EZ>'EZ>'EZ>'EZ>'EZ>'EZ>'EZ>'EZ>'EZ>'EZ
>>'EZ>'EZ>'EZ>'EZ>'EZ>'EZ>'EZ>'EZ>'EZ>'EZ
`
"
bool(true)
string(126) "M,#$R,S0U-C<X.3`Q,C,T-38W.#DP,3(S-#4V-S@Y,#$R,S0U-C<X.3`Q,C,T
M-38W.#DP,3(S-#4V-S@Y,#$R,S0U-C<X.3`Q,C,T-38W.#DP,3(S-#4V-S@Y
`
"
bool(true)
string(12) "%````__X`
`
"
bool(true)
string(64) "M<7%Q<7%Q<7%Q<7%Q<7%Q<7%Q<7%Q<7%Q<7%Q<7%Q<7%Q<7%Q<7%Q<7%Q<7%Q
`
"
bool(true)
string(64) "L<7%Q<7%Q<7%Q<7%Q<7%Q<7%Q<7%Q<7%Q<7%Q<7%Q<7%Q<7%Q<7%Q<7%Q<7$`
`
"
bool(true)
string(70) "M<7%Q<7%Q<7%Q<7%Q<7%Q<7%Q<7%Q<7%Q<7%Q<7%Q<7%Q<7%Q<7%Q<7%Q<7%Q
!<0``
`
"
bool(true)

Warning: convert_uudecode(): Argument #1 ($data) is not a valid uuencoded string in %s on line 7
bool(false)

Warning: convert_uudecode(): Argument #1 ($data) is not a valid uuencoded string in %s on line 8
bool(false)

Warning: convert_uudecode(): Argument #1 ($data) is not a valid uuencoded string in %s on line 9
bool(false)
string(3) "abc"

Warning: convert_uudecode(): Argument #1 ($data) is not a valid uuencoded string in %s on line 11
bool(false)
string(10) "6162636465"
