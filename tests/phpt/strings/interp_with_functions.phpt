--TEST--
string functions composed in a small program
--FILE--
<?php
$text = "The quick brown fox jumps over the lazy dog. The dog sleeps.";
$words = str_word_count(strtolower($text), 1);
$freq = array_count_values($words);
arsort($freq);
foreach (array_slice($freq, 0, 3, true) as $w => $n) {
    printf("%-6s %2d %s\n", $w, $n, str_repeat("*", $n));
}
echo ucwords(strrev("olleh dlrow")), "\n";
echo implode(" ", array_map('ucfirst', explode(" ", "make each word capital"))), "\n";
echo str_pad(number_format(1234567.891, 2), 15, " ", STR_PAD_LEFT), "|\n";
echo wordwrap(str_repeat("lorem ", 10), 25, "\n", true), "\n";
--EXPECT--
the     3 ***
dog     2 **
quick   1 *
World Hello
Make Each Word Capital
   1,234,567.89|
lorem lorem lorem lorem
lorem lorem lorem lorem
lorem lorem
