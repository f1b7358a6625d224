--TEST--
htmlspecialchars flag bit 1 alone encodes single quotes (ENT_QUOTES is bits 1 and 2)
--FILE--
<?php
$s = "<a href='x'>\"q\"</a>";
foreach ([0, 1, 2, 3] as $f) {
    var_dump(htmlspecialchars($s, $f), htmlspecialchars_decode("&#039; &#39; &quot;", $f), html_entity_decode("&#039;&quot;", $f));
}
--EXPECT--
string(31) "&lt;a href='x'&gt;"q"&lt;/a&gt;"
string(19) "&#039; &#39; &quot;"
string(12) "&#039;&quot;"
string(41) "&lt;a href=&#039;x&#039;&gt;"q"&lt;/a&gt;"
string(10) "' ' &quot;"
string(7) "'&quot;"
string(41) "&lt;a href='x'&gt;&quot;q&quot;&lt;/a&gt;"
string(14) "&#039; &#39; ""
string(7) "&#039;""
string(51) "&lt;a href=&#039;x&#039;&gt;&quot;q&quot;&lt;/a&gt;"
string(5) "' ' ""
string(2) "'""
