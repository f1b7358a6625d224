--TEST--
str_word_count formats and extra characters
--FILE--
<?php
var_dump(str_word_count("Hello fri3nd, you're looking good today!"));
print_r(str_word_count("Hello fri3nd, you're looking good today!", 1));
print_r(str_word_count("Hello fri3nd, you're looking", 2));
print_r(str_word_count("Hello fri3nd, you're", 1, "0..9"));
print_r(str_word_count("-abc- 'quoted' x-y", 1));
try { str_word_count("abc", 5); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
int(7)
Array
(
    [0] => Hello
    [1] => fri
    [2] => nd
    [3] => you're
    [4] => looking
    [5] => good
    [6] => today
)
Array
(
    [0] => Hello
    [6] => fri
    [10] => nd
    [14] => you're
    [21] => looking
)
Array
(
    [0] => Hello
    [1] => fri3nd
    [2] => you're
)
Array
(
    [0] => abc-
    [1] => 'quoted'
    [2] => x-y
)
str_word_count(): Argument #2 ($format) must be a valid format value
