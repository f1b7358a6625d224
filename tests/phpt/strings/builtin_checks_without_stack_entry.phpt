--TEST--
String and math builtins called with plain arguments: results, and the errors (with the builtin in the trace) of arguments they reject
--FILE--
<?php
function t(callable $f) { try { var_dump($f()); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n", $e->getTraceAsString(), "\n"; } }
t(fn() => str_replace("a", "b", "banana"));
t(fn() => str_replace("a", ["x"], "banana"));
t(fn() => str_ireplace("A", "o", "Banana"));
t(fn() => str_pad("7", 3, "0", STR_PAD_LEFT));
t(fn() => str_pad("ab", 7, "-=", STR_PAD_BOTH));
t(fn() => str_pad("x", 5, ""));
t(fn() => str_pad("x", 5, " ", 7));
t(fn() => strtr("Hi all", "ai", "eo"));
t(fn() => strtr("Hi all", ["Hi" => "Hello"]));
t(fn() => str_split("abcdef", 4));
t(fn() => str_split("abc", 0));
t(fn() => wordwrap("A very long woooooooooooord.", 8, "\n", true));
t(fn() => wordwrap("abc", 0, "\n", true));
t(fn() => wordwrap("abc", 2, ""));
t(fn() => intdiv(7, -2));
t(fn() => intdiv(1, 0));
t(fn() => intdiv(PHP_INT_MIN, -1));
t(fn() => mt_rand(5, 5));
t(fn() => mt_rand(5, 1));
t(fn() => rand(9, 3) >= 3);
t(fn() => number_format(-1234.567, 2) . " " . number_format(0.5) . " " . number_format(1e6, 1, ',', '.'));
t(fn() => strrpos("hello", "l", -2));
t(fn() => strrpos("hello", "l", 9));
t(fn() => [strrev("abc"), ucwords("hello big-world", " -"), nl2br("a\nb"), addslashes("O'Re\"il"), stripslashes('a\\\'b')]);
t(fn() => [strcmp("a", "b"), strcasecmp("HELLO", "hello"), strstr("user@example.com", "@", true), stristr("HayStack", "st"), strrchr("a/b/c", "/")]);
t(fn() => [levenshtein("kitten", "sitting"), similar_text("World", "Word"), md5("a"), sha1("a"), crc32("a"), base64_encode("hi!")]);
t(fn() => [fmod(10, 3), decbin(10), decoct(8), htmlspecialchars("<a href='x'>&</a>"), is_float(microtime(true)), is_int(hrtime(true))]);
t(fn() => str_replace("a", "b", ["x" => "aa", "y" => "ba"]));
--EXPECTF--
string(6) "bbnbnb"
TypeError: str_replace(): Argument #2 ($replace) must be of type string when argument #1 ($search) is a string
#0 %s(4): str_replace('a', Array, 'banana')
#1 %s(2): {closure}()
#2 %s(4): t(Object(Closure))
#3 {main}
string(6) "Bonono"
string(3) "007"
string(7) "-=ab-=-"
ValueError: str_pad(): Argument #3 ($pad_string) must be a non-empty string
#0 %s(8): str_pad('x', 5, '')
#1 %s(2): {closure}()
#2 %s(8): t(Object(Closure))
#3 {main}
ValueError: str_pad(): Argument #4 ($pad_type) must be STR_PAD_LEFT, STR_PAD_RIGHT, or STR_PAD_BOTH
#0 %s(9): str_pad('x', 5, ' ', 7)
#1 %s(2): {closure}()
#2 %s(9): t(Object(Closure))
#3 {main}
string(6) "Ho ell"
string(9) "Hello all"
array(2) {
  [0]=>
  string(4) "abcd"
  [1]=>
  string(2) "ef"
}
ValueError: str_split(): Argument #2 ($length) must be greater than 0
#0 %s(13): str_split('abc', 0)
#1 %s(2): {closure}()
#2 %s(13): t(Object(Closure))
#3 {main}
string(29) "A very
long
wooooooo
ooooord."
ValueError: wordwrap(): Argument #4 ($cut_long_words) cannot be true when argument #2 ($width) is 0
#0 %s(15): wordwrap('abc', 0, '\n', true)
#1 %s(2): {closure}()
#2 %s(15): t(Object(Closure))
#3 {main}
ValueError: wordwrap(): Argument #3 ($break) cannot be empty
#0 %s(16): wordwrap('abc', 2, '')
#1 %s(2): {closure}()
#2 %s(16): t(Object(Closure))
#3 {main}
int(-3)
DivisionByZeroError: Division by zero
#0 %s(18): intdiv(1, 0)
#1 %s(2): {closure}()
#2 %s(18): t(Object(Closure))
#3 {main}
ArithmeticError: Division of PHP_INT_MIN by -1 is not an integer
#0 %s(19): intdiv(-9223372036854775808, -1)
#1 %s(2): {closure}()
#2 %s(19): t(Object(Closure))
#3 {main}
int(5)
ValueError: mt_rand(): Argument #2 ($max) must be greater than or equal to argument #1 ($min)
#0 %s(21): mt_rand(5, 1)
#1 %s(2): {closure}()
#2 %s(21): t(Object(Closure))
#3 {main}
bool(true)
string(23) "-1,234.57 1 1.000.000,0"
int(3)
ValueError: strrpos(): Argument #3 ($offset) must be contained in argument #1 ($haystack)
#0 %s(25): strrpos('hello', 'l', 9)
#1 %s(2): {closure}()
#2 %s(25): t(Object(Closure))
#3 {main}
array(5) {
  [0]=>
  string(3) "cba"
  [1]=>
  string(15) "Hello Big-World"
  [2]=>
  string(9) "a<br />
b"
  [3]=>
  string(9) "O\'Re\"il"
  [4]=>
  string(3) "a'b"
}
array(5) {
  [0]=>
  int(-1)
  [1]=>
  int(0)
  [2]=>
  string(4) "user"
  [3]=>
  string(5) "Stack"
  [4]=>
  string(2) "/c"
}
array(6) {
  [0]=>
  int(3)
  [1]=>
  int(4)
  [2]=>
  string(32) "0cc175b9c0f1b6a831c399e269772661"
  [3]=>
  string(40) "86f7e437faa5a7fce15d1ddcb9eaeaea377667b8"
  [4]=>
  int(3904355907)
  [5]=>
  string(4) "aGkh"
}
array(6) {
  [0]=>
  float(1)
  [1]=>
  string(4) "1010"
  [2]=>
  string(2) "10"
  [3]=>
  string(43) "&lt;a href=&#039;x&#039;&gt;&amp;&lt;/a&gt;"
  [4]=>
  bool(true)
  [5]=>
  bool(true)
}
array(2) {
  ["x"]=>
  string(2) "bb"
  ["y"]=>
  string(2) "bb"
}
