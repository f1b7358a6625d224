--TEST--
strstr, stristr, strrchr, strchr, strpbrk
--FILE--
<?php
var_dump(strstr("user@example.com", "@"), strstr("user@example.com", "@", true), strstr("abc", ""), strstr("abc", "z"), stristr("HayStack", "st"), stristr("HayStack", "ST", true));
var_dump(strrchr("a/b/c", "/"), strrchr("a/b/c", "/x"), strrchr("abc", "z"), strchr("abc", "b"));
var_dump(strpbrk("This is a test", "st"), strpbrk("abc", "z"));
try { strpbrk("abc", ""); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
string(12) "@example.com"
string(4) "user"
string(3) "abc"
bool(false)
string(5) "Stack"
string(3) "Hay"
string(2) "/c"
string(2) "/c"
bool(false)
string(2) "bc"
string(11) "s is a test"
bool(false)
strpbrk(): Argument #2 ($characters) must be a non-empty string
