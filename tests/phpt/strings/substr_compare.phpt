--TEST--
substr_compare
--FILE--
<?php
var_dump(substr_compare("Hello", "ello", 1), substr_compare("abcde", "bc", 1, 3), substr_compare("abcde", "BC", 1, 2, true), substr_compare("abcde", "de", -2), substr_compare("abc", "b", 1, 0), substr_compare("abcde", "bd", 1, 2));
try { substr_compare("a", "b", 5); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
try { substr_compare("abc", "b", 1, -1); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
int(0)
int(1)
int(0)
int(0)
int(0)
int(-1)
substr_compare(): Argument #3 ($offset) must be contained in argument #1 ($haystack)
substr_compare(): Argument #4 ($length) must be greater than or equal to 0
