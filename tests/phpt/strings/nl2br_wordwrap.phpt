--TEST--
nl2br and wordwrap
--FILE--
<?php
var_dump(nl2br("a\nb\r\nc\rd\n\re"), nl2br("x\ny", false));
echo wordwrap("The quick brown fox sat over the lazy dog", 15, "<br />\n"), "\n";
echo wordwrap("A very long woooooooooooord.", 8, "\n", true), "\n";
echo wordwrap("A very long woooooooooooooooooord. and something", 8, "\n", false), "\n";
echo wordwrap("Lorem ipsum dolor sit amet, consectetur adipiscing elit.", 20, "\n", true), "\n";
var_dump(wordwrap("short", 10), wordwrap("", 10), wordwrap("abc  def   ghi", 3, "|"), wordwrap("hello world foo", 5, "\n", true));
try { wordwrap("abc", 1, ""); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
try { wordwrap("abc def", 0, "\n", true); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
string(35) "a<br />
b<br />
c<br />d<br />
e"
string(7) "x<br>
y"
The quick brown<br />
fox sat over<br />
the lazy dog
A very
long
wooooooo
ooooord.
A very
long
woooooooooooooooooord.
and
something
Lorem ipsum dolor
sit amet,
consectetur
adipiscing elit.
string(5) "short"
string(0) ""
string(14) "abc| def| |ghi"
string(15) "hello
world
foo"
wordwrap(): Argument #3 ($break) cannot be empty
wordwrap(): Argument #4 ($cut_long_words) cannot be true when argument #2 ($width) is 0
