--TEST--
filter_var: email and url validation, integer limits, MAC and IP ranges; filter_var_array; CLI inputs
--FILE--
<?php
foreach (["user@localhost","a@b.c","a..b@c.com",".a@b.com","a@-b.com","a@b-.com","first.last+tag@sub.example.org","a@b","user@[127.0.0.1]","üser@x.com","a b@c.com","a@b..com","x@y.z1", "a@1.2.3.4", "\"q\"@x.com", "a@b.com ", " a@b.com", "ADMIN@EXAMPLE.COM", "o'reilly@example.com", "test@test", "info@my-site.co.uk"] as $e) { echo $e, " => "; var_dump(filter_var($e, FILTER_VALIDATE_EMAIL)); }
foreach (["http://example.com","https://a.b/c?d=e#f","http://localhost:8080/","mailto:a@b.com","http://","http://ex ample.com","//example.com","file:///etc/passwd","javascript:alert(1)","http://a_b.com","http://-a.com","http://a.com/ path","news:comp.lang","http://user:pw@host.com","HTTP://X.COM","http://1.2.3.4","http://[::1]/","abc:def", "https://www.example.com/path/to/page.php?x=1&y=2", "www.example.com", "http://example.com:abc/"] as $u) { echo $u, " => "; var_dump(filter_var($u, FILTER_VALIDATE_URL)); }
var_dump(filter_var("http://a.com", FILTER_VALIDATE_URL, FILTER_FLAG_PATH_REQUIRED), filter_var("http://a.com/x?q", FILTER_VALIDATE_URL, FILTER_FLAG_QUERY_REQUIRED));
var_dump(filter_var(null, FILTER_VALIDATE_INT), filter_var(false, FILTER_VALIDATE_BOOLEAN, FILTER_NULL_ON_FAILURE), filter_var("", FILTER_VALIDATE_BOOLEAN, FILTER_NULL_ON_FAILURE), filter_var(" ", FILTER_VALIDATE_INT), filter_var("1 2", FILTER_VALIDATE_INT), filter_var("-", FILTER_VALIDATE_INT), filter_var("00", FILTER_VALIDATE_INT), filter_var("0", FILTER_VALIDATE_INT), filter_var("+0", FILTER_VALIDATE_INT), filter_var("012", FILTER_VALIDATE_INT, FILTER_FLAG_ALLOW_OCTAL), filter_var("1.5", FILTER_VALIDATE_INT), filter_var("\t5\n", FILTER_VALIDATE_INT), filter_var([], FILTER_VALIDATE_INT), filter_var(new stdClass), filter_var(1.0, FILTER_VALIDATE_INT), filter_var("1.0", FILTER_VALIDATE_FLOAT), filter_var("1e", FILTER_VALIDATE_FLOAT), filter_var("-1.5E-3", FILTER_VALIDATE_FLOAT), filter_var("1,5", FILTER_VALIDATE_FLOAT), filter_var("1,5", FILTER_VALIDATE_FLOAT, ["options"=>["decimal"=>","]]), filter_var(" 1.5 ", FILTER_VALIDATE_FLOAT), filter_var("5", FILTER_VALIDATE_FLOAT, ["options"=>["min_range"=>6]]), filter_var("10", FILTER_VALIDATE_INT, ["flags"=>FILTER_NULL_ON_FAILURE, "options"=>["max_range"=>5]]), filter_var("a\x01b\x80", FILTER_UNSAFE_RAW, FILTER_FLAG_STRIP_LOW|FILTER_FLAG_STRIP_HIGH), filter_var("1e5", FILTER_VALIDATE_INT), filter_var("9223372036854775807", FILTER_VALIDATE_INT), filter_var("-9223372036854775808", FILTER_VALIDATE_INT), filter_var("9223372036854775808", FILTER_VALIDATE_INT));
var_dump(filter_var("00:1A:2b:3C:4d:5E", FILTER_VALIDATE_MAC), filter_var("fe80::1", FILTER_VALIDATE_IP, FILTER_FLAG_NO_RES_RANGE), filter_var("127.0.0.1", FILTER_VALIDATE_IP, FILTER_FLAG_NO_RES_RANGE), filter_var("192.168.0.1", FILTER_VALIDATE_IP, FILTER_FLAG_NO_PRIV_RANGE), filter_var("1.2.3.04", FILTER_VALIDATE_IP));
$input = ['age' => '25', 'email' => 'bob@example.com', 'score' => '9.5', 'tags' => ['a', '<b>'], 'agree' => 'on'];
var_dump(filter_var_array($input, ['age' => ['filter' => FILTER_VALIDATE_INT, 'options' => ['min_range' => 18]], 'email' => FILTER_VALIDATE_EMAIL, 'score' => FILTER_VALIDATE_FLOAT, 'tags' => ['filter' => FILTER_SANITIZE_SPECIAL_CHARS, 'flags' => FILTER_REQUIRE_ARRAY], 'agree' => FILTER_VALIDATE_BOOLEAN, 'missing' => FILTER_DEFAULT]));
var_dump(filter_var_array($input, ['age' => FILTER_VALIDATE_INT, 'zzz' => FILTER_VALIDATE_INT], false));
var_dump(filter_has_var(INPUT_GET, 'x'), filter_input(INPUT_GET, 'x'), filter_input(INPUT_GET, 'x', FILTER_VALIDATE_INT, FILTER_NULL_ON_FAILURE));
var_dump(filter_var("O'Neil <script>", FILTER_SANITIZE_ADD_SLASHES), filter_var("a b&c", FILTER_SANITIZE_ENCODED), filter_var("x", FILTER_VALIDATE_INT, FILTER_NULL_ON_FAILURE));
--EXPECT--
user@localhost => bool(false)
a@b.c => string(5) "a@b.c"
a..b@c.com => bool(false)
.a@b.com => bool(false)
a@-b.com => bool(false)
a@b-.com => bool(false)
first.last+tag@sub.example.org => string(30) "first.last+tag@sub.example.org"
a@b => bool(false)
user@[127.0.0.1] => string(16) "user@[127.0.0.1]"
üser@x.com => bool(false)
a b@c.com => bool(false)
a@b..com => bool(false)
x@y.z1 => string(6) "x@y.z1"
a@1.2.3.4 => bool(false)
"q"@x.com => string(9) ""q"@x.com"
a@b.com  => bool(false)
 a@b.com => bool(false)
ADMIN@EXAMPLE.COM => string(17) "ADMIN@EXAMPLE.COM"
o'reilly@example.com => string(20) "o'reilly@example.com"
test@test => bool(false)
info@my-site.co.uk => string(18) "info@my-site.co.uk"
http://example.com => string(18) "http://example.com"
https://a.b/c?d=e#f => string(19) "https://a.b/c?d=e#f"
http://localhost:8080/ => string(22) "http://localhost:8080/"
mailto:a@b.com => string(14) "mailto:a@b.com"
http:// => bool(false)
http://ex ample.com => bool(false)
//example.com => bool(false)
file:///etc/passwd => string(18) "file:///etc/passwd"
javascript:alert(1) => bool(false)
http://a_b.com => bool(false)
http://-a.com => bool(false)
http://a.com/ path => bool(false)
news:comp.lang => string(14) "news:comp.lang"
http://user:pw@host.com => string(23) "http://user:pw@host.com"
HTTP://X.COM => string(12) "HTTP://X.COM"
http://1.2.3.4 => string(14) "http://1.2.3.4"
http://[::1]/ => string(13) "http://[::1]/"
abc:def => bool(false)
https://www.example.com/path/to/page.php?x=1&y=2 => string(48) "https://www.example.com/path/to/page.php?x=1&y=2"
www.example.com => bool(false)
http://example.com:abc/ => bool(false)
bool(false)
string(16) "http://a.com/x?q"
bool(false)
bool(false)
bool(false)
bool(false)
bool(false)
bool(false)
bool(false)
int(0)
int(0)
int(10)
bool(false)
int(5)
bool(false)
bool(false)
int(1)
float(1)
bool(false)
float(-0.0015)
bool(false)
float(1.5)
float(1.5)
bool(false)
NULL
string(2) "ab"
bool(false)
int(9223372036854775807)
int(-9223372036854775808)
bool(false)
string(17) "00:1A:2b:3C:4d:5E"
bool(false)
bool(false)
bool(false)
bool(false)
array(6) {
  ["age"]=>
  int(25)
  ["email"]=>
  string(15) "bob@example.com"
  ["score"]=>
  float(9.5)
  ["tags"]=>
  array(2) {
    [0]=>
    string(1) "a"
    [1]=>
    string(11) "&#60;b&#62;"
  }
  ["agree"]=>
  bool(true)
  ["missing"]=>
  NULL
}
array(1) {
  ["age"]=>
  int(25)
}
bool(false)
NULL
bool(false)
string(16) "O\'Neil <script>"
string(9) "a%20b%26c"
NULL
