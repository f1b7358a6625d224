--TEST--
preg_replace references, limits, arrays and count
--FILE--
<?php
var_dump(preg_replace('/(\w+) (\w+)/', '$2 ${1}x \1 $3 \\\\1 \$1 $', 'hello world'));
var_dump(preg_replace('/a/', 'b', 'aaa', 2, $c), $c);
var_dump(preg_replace(['/a/', '/b/'], ['b', 'c'], 'ab'));
var_dump(preg_replace(['/a/', '/b/'], 'x', ['k' => 'ab', 'j' => 'cc'], -1, $c), $c);
var_dump(preg_replace('/x*/', '-', 'abc'), preg_replace('//', '-', 'abc'), preg_replace('/b*/', '-', 'abc'));
var_dump(preg_replace('/\s+/', ' ', "a  b \n c"), preg_replace('/(a)(b)?/', '[\2|\1]', 'a ab'), preg_replace('/(?<w>o)/', '0', 'foo boo'));
try { preg_replace('/a/', ['x'], 'abc'); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
var_dump(preg_replace('/é/u', 'e', "\xff"), preg_last_error_msg());
--EXPECT--
string(27) "world hellox hello  \1 $1 $"
string(3) "bba"
int(2)
string(2) "cc"
array(2) {
  ["k"]=>
  string(2) "xx"
  ["j"]=>
  string(2) "cc"
}
int(2)
string(7) "-a-b-c-"
string(7) "-a-b-c-"
string(6) "-a--c-"
string(5) "a b c"
string(10) "[|a] [b|a]"
string(7) "f00 b00"
preg_replace(): Argument #1 ($pattern) must be of type array when argument #2 ($replacement) is an array, string given
NULL
string(56) "Malformed UTF-8 characters, possibly incorrectly encoded"
