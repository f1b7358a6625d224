--TEST--
substr_count with offset and length
--FILE--
<?php
var_dump(substr_count("hello hello", "ll"), substr_count("hello hello", "ll", -5), substr_count("aaa", "aa"), substr_count("abcabc", "bc", 1, -1), substr_count("abcabc", "abc", 3, 3));
try { substr_count("a", "b", 5); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
try { substr_count("abc", "b", 1, 5); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
try { substr_count("abc", ""); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
int(2)
int(1)
int(1)
int(1)
int(1)
substr_count(): Argument #3 ($offset) must be contained in argument #1 ($haystack)
substr_count(): Argument #4 ($length) must be contained in argument #1 ($haystack)
substr_count(): Argument #2 ($needle) cannot be empty
