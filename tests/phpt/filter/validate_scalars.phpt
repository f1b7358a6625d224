--TEST--
filter_var: int, float, boolean, ip validation with flags, ranges and defaults; sanitizers
--FILE--
<?php
$tests = ['42', ' 42 ', '4.2', 'abc', '', '0x1A', '-0', '+5', '007', '1e3', 'true', 'yes', 'off', '0', '1', 'john@example.com', 'bad@', 'a.b@c.co.uk', 'http://example.com/path?q=1', 'example.com', 'ftp://x', '192.168.1.1', '256.1.1.1', '::1', null, 3, 4.5, true];
foreach ($tests as $t) {
    echo var_export($t, true), ": ";
    var_dump(filter_var($t, FILTER_VALIDATE_INT), filter_var($t, FILTER_VALIDATE_FLOAT), filter_var($t, FILTER_VALIDATE_BOOLEAN), filter_var($t, FILTER_VALIDATE_BOOLEAN, FILTER_NULL_ON_FAILURE), filter_var($t, FILTER_VALIDATE_EMAIL), filter_var($t, FILTER_VALIDATE_URL), filter_var($t, FILTER_VALIDATE_IP), filter_var($t));
}
var_dump(filter_var('5', FILTER_VALIDATE_INT, ['options' => ['min_range' => 1, 'max_range' => 4]]));
var_dump(filter_var('50', FILTER_VALIDATE_INT, ['options' => ['min_range' => 1, 'max_range' => 100, 'default' => 7]]));
var_dump(filter_var('x', FILTER_VALIDATE_INT, ['options' => ['default' => 7]]));
var_dump(filter_var('0x1A', FILTER_VALIDATE_INT, FILTER_FLAG_ALLOW_HEX));
var_dump(filter_var('1,000.5', FILTER_VALIDATE_FLOAT, FILTER_FLAG_ALLOW_THOUSAND));
var_dump(filter_var('<b>hi</b> & "q"', FILTER_SANITIZE_SPECIAL_CHARS), filter_var('<b>hi</b> & "q"', FILTER_SANITIZE_FULL_SPECIAL_CHARS));
var_dump(filter_var('abc123-+.e', FILTER_SANITIZE_NUMBER_INT), filter_var('1.5e3abc', FILTER_SANITIZE_NUMBER_FLOAT, FILTER_FLAG_ALLOW_FRACTION));
var_dump(filter_var('a b@c.com()', FILTER_SANITIZE_EMAIL), filter_var('<p>x</p>', FILTER_UNSAFE_RAW), filter_var(' x ', FILTER_DEFAULT));
var_dump(filter_var('10.0.0.1', FILTER_VALIDATE_IP, FILTER_FLAG_IPV4 | FILTER_FLAG_NO_PRIV_RANGE), filter_var('8.8.8.8', FILTER_VALIDATE_IP, FILTER_FLAG_IPV6));
var_dump(filter_var(['1', 'x'], FILTER_VALIDATE_INT, FILTER_REQUIRE_ARRAY), filter_var('1', FILTER_VALIDATE_INT, FILTER_FORCE_ARRAY));
var_dump(filter_var('abc', FILTER_VALIDATE_REGEXP, ['options' => ['regexp' => '/^a/']]));
var_dump(filter_var('hello', FILTER_CALLBACK, ['options' => 'strtoupper']));
var_dump(filter_var_array(['a' => '1', 'b' => 'x'], ['a' => FILTER_VALIDATE_INT, 'b' => ['filter' => FILTER_VALIDATE_INT, 'options' => ['default' => 0]], 'c' => FILTER_DEFAULT]));
var_dump(filter_list()[0] ?? null, filter_id('int'));
var_dump(filter_var('9999999999999999999', FILTER_VALIDATE_INT), filter_var('1.', FILTER_VALIDATE_FLOAT), filter_var('.5', FILTER_VALIDATE_FLOAT), filter_var('1e5', FILTER_VALIDATE_FLOAT));
--EXPECT--
'42': int(42)
float(42)
bool(false)
NULL
bool(false)
bool(false)
bool(false)
string(2) "42"
' 42 ': int(42)
float(42)
bool(false)
NULL
bool(false)
bool(false)
bool(false)
string(4) " 42 "
'4.2': bool(false)
float(4.2)
bool(false)
NULL
bool(false)
bool(false)
bool(false)
string(3) "4.2"
'abc': bool(false)
bool(false)
bool(false)
NULL
bool(false)
bool(false)
bool(false)
string(3) "abc"
'': bool(false)
bool(false)
bool(false)
bool(false)
bool(false)
bool(false)
bool(false)
string(0) ""
'0x1A': bool(false)
bool(false)
bool(false)
NULL
bool(false)
bool(false)
bool(false)
string(4) "0x1A"
'-0': int(0)
float(0)
bool(false)
NULL
bool(false)
bool(false)
bool(false)
string(2) "-0"
'+5': int(5)
float(5)
bool(false)
NULL
bool(false)
bool(false)
bool(false)
string(2) "+5"
'007': bool(false)
float(7)
bool(false)
NULL
bool(false)
bool(false)
bool(false)
string(3) "007"
'1e3': bool(false)
float(1000)
bool(false)
NULL
bool(false)
bool(false)
bool(false)
string(3) "1e3"
'true': bool(false)
bool(false)
bool(true)
bool(true)
bool(false)
bool(false)
bool(false)
string(4) "true"
'yes': bool(false)
bool(false)
bool(true)
bool(true)
bool(false)
bool(false)
bool(false)
string(3) "yes"
'off': bool(false)
bool(false)
bool(false)
bool(false)
bool(false)
bool(false)
bool(false)
string(3) "off"
'0': int(0)
float(0)
bool(false)
bool(false)
bool(false)
bool(false)
bool(false)
string(1) "0"
'1': int(1)
float(1)
bool(true)
bool(true)
bool(false)
bool(false)
bool(false)
string(1) "1"
'john@example.com': bool(false)
bool(false)
bool(false)
NULL
string(16) "john@example.com"
bool(false)
bool(false)
string(16) "john@example.com"
'bad@': bool(false)
bool(false)
bool(false)
NULL
bool(false)
bool(false)
bool(false)
string(4) "bad@"
'a.b@c.co.uk': bool(false)
bool(false)
bool(false)
NULL
string(11) "a.b@c.co.uk"
bool(false)
bool(false)
string(11) "a.b@c.co.uk"
'http://example.com/path?q=1': bool(false)
bool(false)
bool(false)
NULL
bool(false)
string(27) "http://example.com/path?q=1"
bool(false)
string(27) "http://example.com/path?q=1"
'example.com': bool(false)
bool(false)
bool(false)
NULL
bool(false)
bool(false)
bool(false)
string(11) "example.com"
'ftp://x': bool(false)
bool(false)
bool(false)
NULL
bool(false)
string(7) "ftp://x"
bool(false)
string(7) "ftp://x"
'192.168.1.1': bool(false)
bool(false)
bool(false)
NULL
bool(false)
bool(false)
string(11) "192.168.1.1"
string(11) "192.168.1.1"
'256.1.1.1': bool(false)
bool(false)
bool(false)
NULL
bool(false)
bool(false)
bool(false)
string(9) "256.1.1.1"
'::1': bool(false)
bool(false)
bool(false)
NULL
bool(false)
bool(false)
string(3) "::1"
string(3) "::1"
NULL: bool(false)
bool(false)
bool(false)
bool(false)
bool(false)
bool(false)
bool(false)
string(0) ""
3: int(3)
float(3)
bool(false)
NULL
bool(false)
bool(false)
bool(false)
string(1) "3"
4.5: bool(false)
float(4.5)
bool(false)
NULL
bool(false)
bool(false)
bool(false)
string(3) "4.5"
true: int(1)
float(1)
bool(true)
bool(true)
bool(false)
bool(false)
bool(false)
string(1) "1"
bool(false)
int(50)
int(7)
int(26)
float(1000.5)
string(43) "&#60;b&#62;hi&#60;/b&#62; &#38; &#34;q&#34;"
string(41) "&lt;b&gt;hi&lt;/b&gt; &amp; &quot;q&quot;"
string(5) "123-+"
string(4) "1.53"
string(8) "ab@c.com"
string(8) "<p>x</p>"
string(3) " x "
bool(false)
bool(false)
array(2) {
  [0]=>
  int(1)
  [1]=>
  bool(false)
}
array(1) {
  [0]=>
  int(1)
}
string(3) "abc"
string(5) "HELLO"
array(3) {
  ["a"]=>
  int(1)
  ["b"]=>
  int(0)
  ["c"]=>
  NULL
}
string(3) "int"
int(257)
bool(false)
float(1)
float(0.5)
float(100000)
