--TEST--
strpos, stripos, strrpos, strripos with offsets
--FILE--
<?php
var_dump(strpos("hello world", "o"), strpos("hello world", "o", 5), strpos("hello", "z"), strpos("hello", ""), strpos("hello", "l", -2));
var_dump(stripos("HeLLo", "ll"), stripos("ABC", "c", -1));
var_dump(strrpos("hello", "l"), strrpos("hello", "l", -3), strrpos("hello", "l", -2), strrpos("hello", "ll", -2), strrpos("hello", "", 2));
var_dump(strripos("HELLO", "l"), strripos("abcABC", "B", -3));
foreach (["strpos", "stripos", "strrpos", "strripos"] as $f) {
    try { $f("abc", "a", 10); } catch (ValueError $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
    try { $f("abc", "a", -10); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
}
--EXPECT--
int(4)
int(7)
bool(false)
int(0)
int(3)
int(2)
int(2)
int(3)
int(2)
int(3)
int(2)
int(5)
int(3)
int(1)
ValueError: strpos(): Argument #3 ($offset) must be contained in argument #1 ($haystack)
strpos(): Argument #3 ($offset) must be contained in argument #1 ($haystack)
ValueError: stripos(): Argument #3 ($offset) must be contained in argument #1 ($haystack)
stripos(): Argument #3 ($offset) must be contained in argument #1 ($haystack)
ValueError: strrpos(): Argument #3 ($offset) must be contained in argument #1 ($haystack)
strrpos(): Argument #3 ($offset) must be contained in argument #1 ($haystack)
ValueError: strripos(): Argument #3 ($offset) must be contained in argument #1 ($haystack)
strripos(): Argument #3 ($offset) must be contained in argument #1 ($haystack)
