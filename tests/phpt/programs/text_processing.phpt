--TEST--
Text processing: word frequencies, ciphers, anagrams and an ASCII table
--FILE--
<?php
$text = <<<TXT
The quick brown fox jumps over the lazy dog. The dog didn't care!
A second line, with punctuation; and "quotes" -- and numbers like 42 and 3.14.
Third line: the END.
TXT;
$words = str_word_count(strtolower($text), 1);
$freq = array_count_values($words);
arsort($freq);
$top = array_slice($freq, 0, 5, true);
foreach ($top as $w => $c) printf("%-8s %s %d\n", $w, str_repeat('#', $c), $c);
echo "Lines: ", substr_count($text, "\n") + 1, ", chars: ", strlen($text), ", words: ", str_word_count($text), "\n";
$sentences = preg_split('/(?<=[.!?])\s+/', $text, -1, PREG_SPLIT_NO_EMPTY);
foreach ($sentences as $i => $s) echo $i + 1, ". ", ucfirst(trim($s)), "\n";
echo ucwords(strtolower("HELLO WORLD, this IS php")), "\n";
$longest = array_reduce($words, fn($c, $w) => strlen($w) > strlen($c) ? $w : $c, '');
echo "Longest: $longest\n";
$caesar = fn(string $s, int $k) => preg_replace_callback('/[a-z]/i', function ($m) use ($k) {
    $base = ctype_upper_like($m[0]) ? 65 : 97;
    return chr(($base + (ord($m[0]) - $base + $k) % 26 + 26) % 26 + $base - ($base % 26 == 0 ? 0 : 0));
}, $s);
function ctype_upper_like($c) { return $c >= 'A' && $c <= 'Z'; }
function rot($s, $k) { $out = ''; foreach (str_split($s) as $ch) { if (ctype_upper_like($ch)) $out .= chr((ord($ch) - 65 + $k + 26) % 26 + 65); elseif ($ch >= 'a' && $ch <= 'z') $out .= chr((ord($ch) - 97 + $k + 26) % 26 + 97); else $out .= $ch; } return $out; }
echo rot('Hello, World!', 3), ' ', rot(rot('Hello, World!', 3), -3), ' ', str_rot13('Hello'), "\n";
function isPalindrome(string $s): bool { $c = preg_replace('/[^a-z0-9]/', '', strtolower($s)); return $c === strrev($c); }
foreach (['A man, a plan, a canal: Panama', 'hello', 'Was it a car or a cat I saw?'] as $p) echo var_export(isPalindrome($p), true), ' ';
echo "\n";
$anagrams = [];
foreach (['listen', 'silent', 'enlist', 'google', 'gooegl', 'cat', 'act', 'tac', 'dog'] as $w) { $k = str_split($w); sort($k); $anagrams[implode($k)][] = $w; }
print_r(array_values(array_filter($anagrams, fn($g) => count($g) > 1)));
echo wordwrap(str_repeat('lorem ipsum ', 8), 30, "\n", true), "\n";
$table = [['Name', 'Qty', 'Price'], ['Apple', 3, 1.5], ['Watermelon', 1, 4.25], ['Kiwi', 12, 0.3]];
$widths = [];
foreach ($table as $row) foreach ($row as $i => $cell) $widths[$i] = max($widths[$i] ?? 0, strlen((string)$cell));
$sep = '+' . implode('+', array_map(fn($w) => str_repeat('-', $w + 2), $widths)) . '+';
echo $sep, "\n";
foreach ($table as $r => $row) {
    echo '|';
    foreach ($row as $i => $cell) echo ' ', is_numeric($cell) && $r ? str_pad((string)$cell, $widths[$i], ' ', STR_PAD_LEFT) : str_pad($cell, $widths[$i]), ' |';
    echo "\n";
    if ($r === 0) echo $sep, "\n";
}
echo $sep, "\n";
echo strtoupper(substr('initials', 0, 1)), implode('', array_map(fn($w) => $w[0], explode(' ', 'john ronald reuel tolkien'))), "\n";
echo sprintf('%s...', substr(strip_tags('<b>Bold</b> text that goes on'), 0, 12)), "\n";
echo similar_text('Hello', 'World'), ' ', levenshtein('flaw', 'lawn'), ' ', soundex('Tymczak'), ' ', metaphone('Knight'), "\n";
$csvLine = 'a,"b,c",d';
print_r(str_getcsv($csvLine));
echo strrev(strval(12345)), ' ', str_pad(decbin(5), 8, '0', STR_PAD_LEFT), ' ', strtoupper(bin2hex('AZ')), "\n";
echo vsprintf("%-10s|%5.1f%%\n", ['Progress', 45.678]);
echo strncasecmp('Hello', 'help', 3), ' ', substr_compare('Hello', 'ello', 1), ' ', ucfirst(strrev('olleh')), "\n";
echo count_chars('hello', 3), ' ', implode(',', array_map(fn($c, $n) => chr($c) . $n, array_keys(count_chars('banana', 1)), count_chars('banana', 1))), "\n";
echo nl2br("line1\nline2"), ' ', htmlentities('café <b>'), ' ', html_entity_decode('&eacute;&amp;&nbsp;'), "|\n";
echo strtolower('ÀBC'), ' ', ucfirst('ß'), ' ', lcfirst('Ärger'), "\n";
echo implode(' ', sscanf('age: 25 name: Bob', 'age: %d name: %s')), "\n";
echo money(1234.5), ' ', money(-0.5), "\n";
function money(float $v): string { return ($v < 0 ? '-' : '') . '$' . number_format(abs($v), 2); }
--EXPECT--
the      #### 4
and      ### 3
dog      ## 2
line     ## 2
quick    # 1
Lines: 3, chars: 165, words: 29
1. The quick brown fox jumps over the lazy dog.
2. The dog didn't care!
3. A second line, with punctuation; and "quotes" -- and numbers like 42 and 3.14.
4. Third line: the END.
Hello World, This Is Php
Longest: punctuation
Khoor, Zruog! Hello, World! Uryyb
true false true 
Array
(
    [0] => Array
        (
            [0] => listen
            [1] => silent
            [2] => enlist
        )

    [1] => Array
        (
            [0] => google
            [1] => gooegl
        )

    [2] => Array
        (
            [0] => cat
            [1] => act
            [2] => tac
        )

)
lorem ipsum lorem ipsum lorem
ipsum lorem ipsum lorem ipsum
lorem ipsum lorem ipsum lorem
ipsum 
+------------+-----+-------+
| Name       | Qty | Price |
+------------+-----+-------+
| Apple      |   3 |   1.5 |
| Watermelon |   1 |  4.25 |
| Kiwi       |  12 |   0.3 |
+------------+-----+-------+
Ijrrt
Bold text th...
1 2 T522 NFT
Array
(
    [0] => a
    [1] => b,c
    [2] => d
)
54321 00000101 415A
Progress  | 45.7%
0 0 Hello
ehlo a3,b1,n2
line1<br />
line2 caf&eacute; &lt;b&gt; é& |
Àbc ß Ärger
25 Bob
$1,234.50 -$0.50
