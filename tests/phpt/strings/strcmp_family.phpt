--TEST--
strcmp, strcasecmp, strncmp, strncasecmp return values
--FILE--
<?php
var_dump(strcmp("a", "b"), strcmp("b", "a"), strcmp("abcd", "a"), strcmp("a", "z"), strcmp("", ""), strcmp("a", "abcd"));
var_dump(strcasecmp("HELLO", "hello"), strcasecmp("a", "Z"), strcasecmp("abc", "ABCDEF"));
var_dump(strncmp("abcd", "abcf", 3), strncmp("abc", "abz", 3), strncmp("abcdef", "ab", 6), strncasecmp("ABCD", "abzz", 4), strncasecmp("ab", "abcdef", 6));
try { strncmp("abc", "abd", -1); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
int(-1)
int(1)
int(1)
int(-25)
int(0)
int(-1)
int(0)
int(-25)
int(-1)
int(0)
int(-23)
int(1)
int(-23)
int(-1)
strncmp(): Argument #3 ($length) must be greater than or equal to 0
