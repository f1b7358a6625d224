--TEST--
strip_tags with allowed tags
--FILE--
<?php
var_dump(strip_tags("<p>Hello <b>World</b></p><br/>"), strip_tags("<p>Hello <b>World</b></p>", "<b>"), strip_tags("<p>Hello <b>World</b></p>", ["p"]));
var_dump(strip_tags("a < b and c > d"), strip_tags("x<!-- c -->y<?php echo 1; ?>z"), strip_tags("<a href=\"x>y\">t</a>"), strip_tags("<br />line<BR>x", "<br>"), strip_tags("unclosed <b"));
--EXPECT--
string(11) "Hello World"
string(18) "Hello <b>World</b>"
string(18) "<p>Hello World</p>"
string(15) "a < b and c > d"
string(3) "xyz"
string(1) "t"
string(15) "<br />line<BR>x"
string(9) "unclosed "
