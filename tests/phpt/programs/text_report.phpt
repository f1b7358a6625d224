--TEST--
a small text report: word counts, CSV lines, tables, transposition
--FILE--
<?php
$text = "the cat and the hat. The cat sat!";
$words = str_word_count(strtolower($text), 1);
$freq = array_count_values($words); arsort($freq); print_r(array_slice($freq, 0, 3, true));
$csv = "name,age\n\"Smith, J\",42\nDoe,7";
foreach (explode("\n", $csv) as $line) print_r(str_getcsv($line));
printf("%-10s|%5s|\n", "Name", "Age"); printf("%'-16s\n", "");
$matrix = [[1, 2], [3, 4]]; $t = array_map(null, ...$matrix); print_r($t);
echo ucfirst(trim(preg_replace('/\s+/', ' ', "  hello    world  "))), "\n";
$s = sprintf("%s", 0.1 + 0.2); echo $s, " ", 0.1 + 0.2 == 0.3 ? "eq" : "neq", " ", abs(0.3 - (0.1 + 0.2)) < PHP_FLOAT_EPSILON ? "close" : "far", "\n";
echo array_key_last(array_filter(range(1, 20), fn($n) => $n % 7 == 0)), " ", implode(",", array_reverse([1, 2, 3], true)), "\n";
list('a' => $aa, 'b' => list($b1, $b2)) = ['a' => 1, 'b' => [2, 3]]; echo "$aa$b1$b2\n";
echo strncasecmp("Hello", "hELP", 3), strnatcmp("img12", "img10"), strcmp("a", "b"), " ", substr_compare("Hello", "ello", 1), " ", ucwords("hello_world", "_"), "\n";
echo date("Y") >= 2024 ? "ok" : "bad", " ", checkdate(2, 30, 2024) ? "valid" : "invalid", "\n";
echo json_encode(array_map(fn($r) => ['n' => $r, 'sq' => $r ** 2, 'half' => $r / 2], [1, 2])), "\n";
--EXPECT--
Array
(
    [the] => 3
    [cat] => 2
    [and] => 1
)
Array
(
    [0] => name
    [1] => age
)
Array
(
    [0] => Smith, J
    [1] => 42
)
Array
(
    [0] => Doe
    [1] => 7
)
Name      |  Age|
----------------
Array
(
    [0] => Array
        (
            [0] => 1
            [1] => 3
        )

    [1] => Array
        (
            [0] => 2
            [1] => 4
        )

)
Hello world
0.3 neq close
13 3,2,1
123
01-1 0 Hello_World
ok invalid
[{"n":1,"sq":1,"half":0.5},{"n":2,"sq":4,"half":1}]
