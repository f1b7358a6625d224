--TEST--
strings are byte strings: strlen counts bytes, mb_ functions count characters
--EXTENSIONS--
mbstring
--FILE--
<?php
$s = "héllo wörld";
echo strlen($s), " ", mb_strlen($s), "\n";
echo strtoupper($s), " | ", mb_strtoupper($s), "\n";
echo substr($s, 0, 2), "|", mb_substr($s, 0, 2), "\n";
echo bin2hex("é"), " ", ord("é"), " ", chr(65), chr(0xC3) . chr(0xA9), "\n";
print_r(mb_str_split("añb"));
echo strrev("abc"), " ", str_pad("é", 4, "*"), "\n";
var_dump("é" === "\u{e9}", "\xC3\xA9" === "é");
--EXPECT--
13 11
HéLLO WöRLD | HÉLLO WÖRLD
h�|hé
c3a9 195 Aé
Array
(
    [0] => a
    [1] => ñ
    [2] => b
)
cba é**
bool(true)
bool(true)
