--TEST--
everyday array and string functions, array_multisort with flag constants
--FILE--
<?php
$rows = [['id' => 1, 'name' => 'Alice', 'score' => 93.5], ['id' => 2, 'name' => 'Bob', 'score' => 78.25], ['id' => 3, 'name' => 'Carol', 'score' => 88]];
foreach ($rows as $r) { echo str_pad($r['id'], 4) . str_pad($r['name'], 10, '.') . str_pad(number_format($r['score'], 1), 8, ' ', STR_PAD_LEFT) . "\n"; }
print_r(array_column($rows, 'name', 'id')); print_r(array_column($rows, null, 'name')['Bob']);
$scores = array_column($rows, 'score'); array_multisort($scores, SORT_DESC, $rows); echo implode(",", array_column($rows, 'name')), "\n";
print_r(array_filter([1, 0, 2, null, 3, '', '0', 'a'])); print_r(array_filter(['a' => 1, 'b' => 2, 'c' => 3], fn($k) => $k != 'b', ARRAY_FILTER_USE_KEY)); print_r(array_filter([1, 2, 3, 4], fn($v, $k) => $v % 2 && $k, ARRAY_FILTER_USE_BOTH));
print_r(array_map(fn($a, $b) => $a . $b, ['x', 'y'], [1, 2, 3])); print_r(array_map(null, [1, 2], ['a', 'b'])); print_r(array_map('strtoupper', ['k' => 'v']));
$a = [1, 2, 3, 4, 5]; $removed = array_splice($a, 1, 2, ['X', 'Y', 'Z']); print_r($a); print_r($removed);
print_r(array_combine(['a', 'b'], [1, 2])); print_r(array_fill_keys(['x', 'y'], 0)); print_r(array_pad([1], -3, 0)); print_r(array_flip(['a', 'b']));
print_r(array_unique([3, "3", 1, "a", "A", 1.0])); print_r(array_count_values(['a', 'b', 'a', 1, '1']));
print_r(array_merge_recursive(['a' => [1], 'b' => 2], ['a' => [3], 'b' => 4])); print_r(array_replace([1, 2, 3], [1 => 'b'], [3 => 'd']));
print_r(array_diff_assoc(['a' => 1, 'b' => 2, 0 => 3], ['a' => 1, 'b' => 3])); print_r(array_intersect_key(['a' => 1, 'b' => 2, 'c' => 3], ['a' => 0, 'c' => 0]));
$m = [3 => 'c', 1 => 'a', 2 => 'b']; ksort($m); print_r($m); krsort($m); print_r($m);
$mixed = [10, '9', 'abc', 2.5, true, null]; sort($mixed); var_dump($mixed);
$s = ['banana', 'apple', 'Cherry']; sort($s, SORT_FLAG_CASE | SORT_STRING); print_r($s); rsort($s); print_r($s);
$u = ['x' => 3, 'y' => 1, 'z' => 2]; uasort($u, fn($a, $b) => $a - $b); print_r($u); uksort($u, fn($a, $b) => strcmp($b, $a)); print_r($u);
var_dump(array_search('1', [0, 1, '1']), array_search('1', [0, 1, '1'], true), in_array('abc', [0]), in_array(null, ['']));
var_dump(array_key_first([]), array_key_last([1, 2, 3]), array_is_list([1 => 1]), current([]), end($u), key($u));
var_dump(str_contains("abc", ""), str_starts_with("abc", "ab"), str_ends_with("abc", "bc"), ucfirst("élan"), lcfirst("ABC"), nl2br("a\nb"), strrev("abc"), str_split("abcde", 2));
var_dump(substr("abc", 5), substr("abc", -5, 2), strpos("abc", "d"), strrpos("abcabc", "b", -3), stripos("ABC", "b"), strstr("user@example.com", "@", true), strrchr("a/b/c", "/"), substr_replace("Hello", "J", 0, 1), ucwords("o'neil mc-donald"));
var_dump(trim("  xx  "), rtrim("xx\n"), ltrim("0012", "0"), trim("[a]", "[]"), chunk_split("abcd", 2, "|"), addslashes("O'Re\"il"), htmlspecialchars("<a href='x'>T&C</a>"), strip_tags("<b>bold</b> text"), quotemeta("1+1=2?"));
--EXPECT--
1   Alice.....    93.5
2   Bob.......    78.3
3   Carol.....    88.0
Array
(
    [1] => Alice
    [2] => Bob
    [3] => Carol
)
Array
(
    [id] => 2
    [name] => Bob
    [score] => 78.25
)
Alice,Carol,Bob
Array
(
    [0] => 1
    [2] => 2
    [4] => 3
    [7] => a
)
Array
(
    [a] => 1
    [c] => 3
)
Array
(
    [2] => 3
)
Array
(
    [0] => x1
    [1] => y2
    [2] => 3
)
Array
(
    [0] => Array
        (
            [0] => 1
            [1] => a
        )

    [1] => Array
        (
            [0] => 2
            [1] => b
        )

)
Array
(
    [k] => V
)
Array
(
    [0] => 1
    [1] => X
    [2] => Y
    [3] => Z
    [4] => 4
    [5] => 5
)
Array
(
    [0] => 2
    [1] => 3
)
Array
(
    [a] => 1
    [b] => 2
)
Array
(
    [x] => 0
    [y] => 0
)
Array
(
    [0] => 0
    [1] => 0
    [2] => 1
)
Array
(
    [a] => 0
    [b] => 1
)
Array
(
    [0] => 3
    [2] => 1
    [3] => a
    [4] => A
)
Array
(
    [a] => 2
    [b] => 1
    [1] => 2
)
Array
(
    [a] => Array
        (
            [0] => 1
            [1] => 3
        )

    [b] => Array
        (
            [0] => 2
            [1] => 4
        )

)
Array
(
    [0] => 1
    [1] => b
    [2] => 3
    [3] => d
)
Array
(
    [b] => 2
    [0] => 3
)
Array
(
    [a] => 1
    [c] => 3
)
Array
(
    [1] => a
    [2] => b
    [3] => c
)
Array
(
    [3] => c
    [2] => b
    [1] => a
)
array(6) {
  [0]=>
  NULL
  [1]=>
  float(2.5)
  [2]=>
  string(1) "9"
  [3]=>
  int(10)
  [4]=>
  string(3) "abc"
  [5]=>
  bool(true)
}
Array
(
    [0] => apple
    [1] => banana
    [2] => Cherry
)
Array
(
    [0] => banana
    [1] => apple
    [2] => Cherry
)
Array
(
    [y] => 1
    [z] => 2
    [x] => 3
)
Array
(
    [z] => 2
    [y] => 1
    [x] => 3
)
int(1)
int(2)
bool(false)
bool(true)
NULL
int(2)
bool(false)
bool(false)
int(3)
string(1) "x"
bool(true)
bool(true)
bool(true)
string(5) "élan"
string(3) "aBC"
string(9) "a<br />
b"
string(3) "cba"
array(3) {
  [0]=>
  string(2) "ab"
  [1]=>
  string(2) "cd"
  [2]=>
  string(1) "e"
}
string(0) ""
string(2) "ab"
bool(false)
int(1)
int(1)
string(4) "user"
string(2) "/c"
string(5) "Jello"
string(16) "O'neil Mc-donald"
string(2) "xx"
string(2) "xx"
string(2) "12"
string(1) "a"
string(6) "ab|cd|"
string(9) "O\'Re\"il"
string(45) "&lt;a href=&#039;x&#039;&gt;T&amp;C&lt;/a&gt;"
string(9) "bold text"
string(8) "1\+1=2\?"
