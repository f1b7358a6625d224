--TEST--
escape sequences in double-quoted strings
--FILE--
<?php
echo "tab:\t|newline:\n|backslash:\\|dollar:\$|quote:\"|\n";
echo "hex:\x41\x62 octal:\101\60 unicode:\u{48}\u{20AC}\u{1F600}\n";
echo "unknown escapes stay: \q \d \w \{\n";
echo bin2hex("\e\v\f\r\0"), "\n";
echo strlen("\u{1F600}"), " ", strlen("\400"), " ", bin2hex("\400"), "\n";
echo "brace \{$x} and {\$y}\n";
--EXPECTF--
Warning: Octal escape sequence overflow \400 is greater than \377 in %s on line 6

Warning: Octal escape sequence overflow \400 is greater than \377 in %s on line 6
tab:	|newline:
|backslash:\|dollar:$|quote:"|
hex:Ab octal:A0 unicode:H€😀
unknown escapes stay: \q \d \w \{
1b0b0c0d00
4 1 00

Warning: Undefined variable $x in %s on line 7
brace \{} and {$y}
