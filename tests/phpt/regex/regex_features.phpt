--TEST--
PCRE features: lookarounds, backreferences, classes, unicode
--FILE--
<?php
var_dump(preg_match('/(?<=\$)\d+(?=\.)/', 'cost $42.50', $m), $m[0]);
var_dump(preg_match('/(\w)\1/', 'hello', $m), $m);
var_dump(preg_match('/[[:alpha:]]+/', 'abc1', $m), $m[0]);
var_dump(preg_match('/\bfoo\b/i', 'a FOO b'), preg_match('/colou?r/', 'color'), preg_match('/^\s*$/', "  \t"));
var_dump(preg_replace('/(?i)HELLO/', 'bye', 'Hello hello'), preg_replace('/\s+/u', ' ', "a\u{00A0}\u{2003}b"));
var_dump(preg_match_all('/\p{L}+/u', 'héllo wörld 123', $m), $m[0]);
var_dump(preg_match('/(?:(?<n>a)|b)/', 'b', $m), $m);
var_dump(preg_replace('/(?<=\d)(?=(\d{3})+$)/', ',', '1234567'));
var_dump(preg_split('/(?=[A-Z])/', 'helloWorldFooBar', -1, PREG_SPLIT_NO_EMPTY));
--EXPECT--
int(1)
string(2) "42"
int(1)
array(2) {
  [0]=>
  string(2) "ll"
  [1]=>
  string(1) "l"
}
int(1)
string(3) "abc"
int(1)
int(1)
int(1)
string(7) "bye bye"
string(3) "a b"
int(2)
array(2) {
  [0]=>
  string(6) "héllo"
  [1]=>
  string(6) "wörld"
}
int(1)
array(1) {
  [0]=>
  string(1) "b"
}
string(9) "1,234,567"
array(4) {
  [0]=>
  string(5) "hello"
  [1]=>
  string(5) "World"
  [2]=>
  string(3) "Foo"
  [3]=>
  string(3) "Bar"
}
