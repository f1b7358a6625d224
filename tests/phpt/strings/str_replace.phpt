--TEST--
str_replace with arrays, count by reference
--FILE--
<?php
var_dump(str_replace("l", "L", "hello", $c), $c);
var_dump(str_replace(["a", "b"], ["b", "c"], "ab", $c), $c);
var_dump(str_replace(["a", "b", "c"], ["1"], "abcabc"));
var_dump(str_replace(["a", ""], "x", ["k" => "aa", 5 => "ab", "z" => 12]));
var_dump(str_replace("", "x", "abc"));
var_dump(str_replace("a", "", "banana"));
try {
    str_replace("a", ["x"], "a");
} catch (TypeError $e) {
    echo $e->getMessage(), "\n";
}
$n = 0;
echo str_replace(["apple", "pear"], ["pear", "plum"], "apple pear", $n), " ", $n, "\n";
--EXPECT--
string(5) "heLLo"
int(2)
string(2) "cc"
int(3)
string(2) "11"
array(3) {
  ["k"]=>
  string(2) "xx"
  [5]=>
  string(2) "xb"
  ["z"]=>
  string(2) "12"
}
string(3) "abc"
string(3) "bnn"
str_replace(): Argument #2 ($replace) must be of type string when argument #1 ($search) is a string
plum plum 3
