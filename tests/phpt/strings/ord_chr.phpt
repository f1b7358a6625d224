--TEST--
ord and chr
--FILE--
<?php
var_dump(ord("A"), ord(""), ord("\xff"), ord("abc"), chr(65), chr(321), chr(-1), chr(0) === "\0");
for ($i = 60; $i < 70; $i++) echo chr($i);
echo "\n";
--EXPECT--
int(65)
int(0)
int(255)
int(97)
string(1) "A"
string(1) "A"
string(1) "ÿ"
bool(true)
<=>?@ABCDE
