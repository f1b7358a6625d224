--TEST--
comparing strings: ==, <, strcmp, natural order
--FILE--
<?php
var_dump("apple" < "banana", "Zebra" < "apple", "10" < "9", "10" < "9a", "abc" == "abc ");
var_dump(strcmp("a", "b") < 0, strcmp("b", "a") > 0, strcmp("a", "a"), strcasecmp("HELLO", "hello"));
var_dump(strncmp("abcd", "abcf", 3), strnatcmp("img12", "img10"), strnatcasecmp("A1", "a2"));
$files = ["img12.png", "img10.png", "IMG2.png", "img1.png"];
sort($files);
echo implode(" ", $files), "\n";
natcasesort($files);
echo implode(" ", $files), "\n";
var_dump("1e3" == "1000", "0x10" == "16", "abc" <=> "abcd", "" < "a");
--EXPECT--
bool(true)
bool(true)
bool(false)
bool(true)
bool(false)
bool(true)
bool(true)
int(0)
int(0)
int(0)
int(1)
int(-1)
IMG2.png img1.png img10.png img12.png
img1.png IMG2.png img10.png img12.png
bool(true)
bool(false)
int(-1)
bool(true)
