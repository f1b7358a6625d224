--TEST--
str_pad types and errors
--FILE--
<?php
var_dump(str_pad("5", 3, "0", STR_PAD_LEFT), str_pad("abc", 10, "-=", STR_PAD_BOTH), str_pad("abc", 2), str_pad("abc", 8, "xy"), str_pad("abc", 6, "123456789", STR_PAD_LEFT), str_pad("", 3, "*"));
try { str_pad("abc", 6, ""); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
try { str_pad("abc", 6, "x", 5); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
echo STR_PAD_LEFT, STR_PAD_RIGHT, STR_PAD_BOTH, "\n";
--EXPECT--
string(3) "005"
string(10) "-=-abc-=-="
string(3) "abc"
string(8) "abcxyxyx"
string(6) "123abc"
string(3) "***"
str_pad(): Argument #3 ($pad_string) must be a non-empty string
str_pad(): Argument #4 ($pad_type) must be STR_PAD_LEFT, STR_PAD_RIGHT, or STR_PAD_BOTH
012
