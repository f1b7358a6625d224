--TEST--
strspn and strcspn with offsets
--FILE--
<?php
var_dump(strspn("42 is the answer", "1234567890"), strcspn("abcd", "cd"), strspn("foo", "o", 1, 2), strcspn("hello", "l", -4, -1), strspn("abc", "abc", 5), strcspn("abc", ""), strcspn("abc", "x", 1));
--EXPECT--
int(2)
int(2)
int(2)
int(1)
int(0)
int(3)
int(2)
