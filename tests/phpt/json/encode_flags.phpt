--TEST--
json: encode flags
--FILE--
<?php
echo json_encode("é\u{2028}😀/"), "\n";
echo json_encode("é\u{2028}😀/", JSON_UNESCAPED_UNICODE), "\n";
echo json_encode("é\u{2028}😀/", JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_LINE_TERMINATORS | JSON_UNESCAPED_SLASHES), "\n";
echo json_encode("<a href='x'>&\"</a>", JSON_HEX_TAG | JSON_HEX_AMP | JSON_HEX_APOS | JSON_HEX_QUOT), "\n";
echo json_encode([1.0, 2.5, -0.0, 1e25], JSON_PRESERVE_ZERO_FRACTION), "\n";
echo json_encode(["1", "1.5", "1e3", "abc", " 1", "0x1", "-2"], JSON_NUMERIC_CHECK), "\n";
echo json_encode([1, 2], JSON_FORCE_OBJECT), "\n";
echo json_encode([], JSON_FORCE_OBJECT), "\n";
echo json_encode([[1], []], JSON_FORCE_OBJECT | JSON_PRETTY_PRINT), "\n";
--EXPECT--
"\u00e9\u2028\ud83d\ude00\/"
"é\u2028😀\/"
"é 😀/"
"\u003Ca href=\u0027x\u0027\u003E\u0026\u0022\u003C\/a\u003E"
[1.0,2.5,-0.0,1.0e+25]
[1,1.5,1000,"abc",1,"0x1",-2]
{"0":1,"1":2}
{}
{
    "0": {
        "0": 1
    },
    "1": {}
}
