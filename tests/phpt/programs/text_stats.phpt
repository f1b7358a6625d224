--TEST--
text statistics: word counts, arsort, printf/str_pad/number_format/wordwrap reports
--FILE--
<?php
$text = <<<TXT
The quick brown fox jumps over the lazy dog. The dog barks!
A journey of a thousand miles begins with a single step.
To be, or not to be: that is the question.
TXT;
$words = str_word_count(strtolower($text), 1);
echo "Words: ", count($words), "\n";
echo "Chars: ", strlen($text), " (no spaces: ", strlen(str_replace([' ', "\n"], '', $text)), ")\n";
$freq = array_count_values($words);
arsort($freq);
$top = array_slice($freq, 0, 5, true);
foreach ($top as $w => $c) printf("%-10s %s %d\n", $w, str_repeat('*', $c), $c);
$lines = explode("\n", $text);
foreach ($lines as $i => $line) {
    echo str_pad((string)($i + 1), 3, ' ', STR_PAD_LEFT), ". ", ucwords($line), "\n";
}
$sentences = preg_split('/(?<=[.!?])\s+/', $text, -1, PREG_SPLIT_NO_EMPTY);
echo count($sentences), " sentences\n";
$longest = array_reduce($words, fn($carry, $w) => strlen($w) > strlen($carry) ? $w : $carry, '');
echo "Longest word: $longest\n";
$vowels = preg_match_all('/[aeiou]/i', $text);
echo "Vowels: $vowels\n";
echo wordwrap("The quick brown fox sat over the lazy dog", 15, "\n", true), "\n";
echo ucfirst(strrev("olleh")), " ", lcfirst("World"), "\n";
echo similar_text("World","Word"), " ", levenshtein("kitten","sitting"), " ", soundex("Robert"), " ", metaphone("Thompson"), "\n";
printf("[%'.10d] [%-10s] [%u] [%c] [%o] [%X] [%+d] [%e]\n", 42, "left", 3, 65, 8, 255, 5, 1234.5678);
echo sprintf("%05.1f|%5s|%-5s|%%", 3.14159, "ab", "cd"), "\n";
echo number_format(1234567.891), " ", number_format(1234567.891, 2), " ", number_format(0.5), " ", number_format(-1234.567, 1, ',', '.'), "\n";
echo str_word_count("Hello World again"), " ", ucwords("hello_world-foo bar", "_-"), "\n";
echo nl2br("a\nb"), " ", htmlspecialchars("<a href='x'>T&C</a>"), "\n";
var_dump(str_contains($text, "fox"), strpos($text, "dog"), strrpos($text, "dog"), substr_count($text, "the"));
echo trim("  xx  "), "|", rtrim("xx\n"), "|", ltrim("0012", "0"), "|", trim("[abc]", "[]"), "\n";
echo strtr("Hi all", ["Hi" => "Hello", "all" => "everyone"]), " ", strtr("abc", "ab", "xy"), "\n";
echo substr_replace("Hello", "J", 0, 1), " ", str_pad("5", 3, "0", STR_PAD_LEFT), " ", chunk_split("abcdefg", 3, "-"), "\n";
print_r(str_split("abcdef", 4));
print_r(explode(",", "a,b,,c", -1));
echo implode(",", array_map('strrev', ['ab', 'cd'])), "\n";
--EXPECT--
Words: 33
Chars: 159 (no spaces: 127)
the        **** 4
a          *** 3
dog        ** 2
to         ** 2
be         ** 2
  1. The Quick Brown Fox Jumps Over The Lazy Dog. The Dog Barks!
  2. A Journey Of A Thousand Miles Begins With A Single Step.
  3. To Be, Or Not To Be: That Is The Question.
4 sentences
Longest word: thousand
Vowels: 45
The quick brown
fox sat over
the lazy dog
Hello world
4 3 R163 0MPSN
[........42] [left      ] [3] [A] [10] [FF] [+5] [1.234568e+3]
003.1|   ab|cd   |%
1,234,568 1,234,567.89 1 -1.234,6
3 Hello_World-Foo bar
a<br />
b &lt;a href=&#039;x&#039;&gt;T&amp;C&lt;/a&gt;
bool(true)
int(40)
int(49)
int(2)
xx|xx|12|abc
Hello everyone xyc
Jello 005 abc-def-g-
Array
(
    [0] => abcd
    [1] => ef
)
Array
(
    [0] => a
    [1] => b
    [2] => 
)
ba,dc
