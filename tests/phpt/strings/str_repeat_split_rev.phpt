--TEST--
str_repeat, str_split, strrev
--FILE--
<?php
var_dump(str_repeat("ab", 3), str_repeat("x", 0), str_repeat("", 5));
try { str_repeat("a", -1); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
print_r(str_split("abcdef", 4));
print_r(str_split("abc"));
var_dump(str_split(""));
try { str_split("abc", 0); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
var_dump(strrev("abc"), strrev(""));
--EXPECT--
string(6) "ababab"
string(0) ""
string(0) ""
str_repeat(): Argument #2 ($times) must be greater than or equal to 0
Array
(
    [0] => abcd
    [1] => ef
)
Array
(
    [0] => a
    [1] => b
    [2] => c
)
array(0) {
}
str_split(): Argument #2 ($length) must be greater than 0
string(3) "cba"
string(0) ""
