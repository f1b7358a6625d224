--TEST--
chunk_split
--FILE--
<?php
var_dump(chunk_split("abcdefg", 3, "|"), chunk_split("abc"), chunk_split("", 2), chunk_split("abcd", 2, ""));
try { chunk_split("abc", 0); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
string(10) "abc|def|g|"
string(5) "abc
"
string(2) "
"
string(4) "abcd"
chunk_split(): Argument #2 ($length) must be greater than 0
