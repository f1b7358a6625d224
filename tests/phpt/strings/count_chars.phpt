--TEST--
count_chars modes
--FILE--
<?php
print_r(count_chars("abca", 1));
var_dump(count_chars("abcab", 3), strlen(count_chars("abc", 4)), count(count_chars("x", 0)));
try { count_chars("x", 7); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
Array
(
    [97] => 2
    [98] => 1
    [99] => 1
)
string(3) "abc"
int(253)
int(256)
count_chars(): Argument #2 ($mode) must be between 0 and 4 (inclusive)
