--TEST--
common string functions used together
--FILE--
<?php
$csv = "  Alice, Bob ,carol,,Dave  ";
$names = array_filter(array_map('trim', explode(',', $csv)), 'strlen');
echo implode('|', array_map('ucfirst', $names)), "\n";
echo str_pad("7", 3, "0", STR_PAD_LEFT), " ", str_pad("x", 5, "-", STR_PAD_BOTH), "\n";
echo substr("abcdef", 1, 3), substr("abcdef", -2), substr("abc", 5) === "" ? " empty" : " ?", "\n";
echo strpos("hello world", "o"), " ", strrpos("hello world", "o"), " ", var_export(strpos("abc", "z"), true), "\n";
echo str_repeat("=-", 5), "\n";
echo ucwords("hello wide world"), " ", lcfirst("ABC"), " ", strtolower("MiXeD"), "\n";
echo sprintf("%05.2f|%-6s|%6s|%u|%c|%%|%'.10d", 3.14159, "ab", "cd", 42, 65, 42), "\n";
echo str_contains("haystack", "st") ? "yes" : "no", str_starts_with("haystack", "hay") ? " yes" : " no", str_ends_with("haystack", "stack") ? " yes" : " no", "\n";
echo wordwrap("A very long woooooooooooord.", 8, "\n", true), "\n";
echo strrev("stressed"), " ", str_word_count("The quick brown"), " ", ucfirst(strtolower("WORLD")), "\n";
echo nl2br("a\nb"), " ", htmlspecialchars("<a href='x'>T&C</a>"), "\n";
echo trim("xxhixx", "x"), " ", rtrim("1.500", "0"), " ", ltrim("0012", "0"), "\n";
--EXPECT--
Alice|Bob|Carol|Dave
007 --x--
bcdef empty
4 7 false
=-=-=-=-=-
Hello Wide World aBC mixed
03.14|ab    |    cd|42|A|%|........42
yes yes yes
A very
long
wooooooo
ooooord.
desserts 3 World
a<br />
b &lt;a href=&#039;x&#039;&gt;T&amp;C&lt;/a&gt;
hi 1.5 12
