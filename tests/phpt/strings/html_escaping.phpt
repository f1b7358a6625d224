--TEST--
htmlspecialchars, htmlentities and decoders
--FILE--
<?php
var_dump(htmlspecialchars("<a href='x'>T&amp;C \"q\"</a>"), htmlspecialchars("a&amp;b", ENT_NOQUOTES, "UTF-8", false), htmlspecialchars("'", ENT_HTML5 | ENT_QUOTES));
var_dump(htmlspecialchars("\xff"), htmlspecialchars("\xffa", ENT_COMPAT), htmlspecialchars("\"'", ENT_COMPAT), htmlspecialchars("\"'", ENT_NOQUOTES), htmlspecialchars("&#123; &#x1F; &foo; &amp; &", ENT_QUOTES, null, false));
var_dump(html_entity_decode("&lt;&eacute;&amp;&#39;&#x41;&apos;&nbsp;&hellip;&bogus;"), html_entity_decode("&apos;&quot;", ENT_HTML5 | ENT_QUOTES), html_entity_decode("&#8364;&euro;&#0;&#65"));
var_dump(htmlentities("café <b> © €"), htmlentities("\"x'"), htmlspecialchars_decode("&lt;b&gt; &amp;amp; &#039; &quot; &apos; &eacute;"), htmlspecialchars_decode("&quot;&#039;", ENT_COMPAT));
--EXPECT--
string(63) "&lt;a href=&#039;x&#039;&gt;T&amp;amp;C &quot;q&quot;&lt;/a&gt;"
string(7) "a&amp;b"
string(6) "&apos;"
string(3) "�"
string(0) ""
string(7) "&quot;'"
string(2) ""'"
string(35) "&#123; &#x1F; &amp;foo; &amp; &amp;"
string(24) "<é&'A&apos; …&bogus;"
string(2) "'""
string(14) "€€&#0;&#65"
string(35) "caf&eacute; &lt;b&gt; &copy; &euro;"
string(13) "&quot;x&#039;"
string(29) "<b> &amp; ' " &apos; &eacute;"
string(7) ""&#039;"
