--TEST--
sscanf, strtok, str_rot13, parse_url and parse_str
--FILE--
<?php
var_dump(sscanf("age: 25 name: Bob", "age: %d name: %s"));
var_dump(sscanf("12 apples", "%d %s %s"));
var_dump(sscanf("", "%d"));
var_dump(sscanf("abc", "%d"));
var_dump(sscanf("2024-01-05", "%4d-%2d-%2d"));
var_dump(sscanf("#ff8800", "#%2x%2x%2x"));
var_dump(sscanf("3.14 x", "%f %c"));
var_dump(sscanf("hello world", "%[a-z] %n"));
$n = sscanf("id=42 v=1.5", "id=%d v=%f", $id, $v); var_dump($n, $id, $v);
$n = sscanf("x", "%d", $q); var_dump($n, $q);
var_dump(sscanf("  -17abc", "%d%s"));
var_dump(sscanf("a,b", "%[^,],%s"));
var_dump(sscanf("12", "%*d"));
var_dump(sscanf("0x1A 017", "%i %i"));
var_dump(sscanf("1e3", "%e"));
$tok = strtok("The quick  brown,fox", " ,");
while ($tok !== false) { echo "[$tok]"; $tok = strtok(" ,"); }
echo "\n";
var_dump(strtok("/a/b", "/"), strtok("/"), strtok("/"));
var_dump(strtok("", "x"));
echo str_rot13("Hello, World!"), "\n";
print_r(parse_url("https://user:pw@example.com:8080/path/to/page.php?x=1&y=2#frag"));
print_r(parse_url("//example.com/p"));
print_r(parse_url("/just/path?q=1"));
print_r(parse_url("mailto:someone@example.com"));
var_dump(parse_url("http://example.com", PHP_URL_HOST), parse_url("http://example.com", PHP_URL_PORT), parse_url("http://example.com/x?a", PHP_URL_QUERY));
print_r(parse_url("example.com/path"));
print_r(parse_url("http://[::1]:80/"));
var_dump(parse_url("http:///x"));
parse_str("a=1&b[]=2&b[]=3&c[k]=v&d.e=5&f+g=h%20i&arr[x][y]=z&empty=&noval", $out);
var_dump($out);
--EXPECT--
array(2) {
  [0]=>
  int(25)
  [1]=>
  string(3) "Bob"
}
array(3) {
  [0]=>
  int(12)
  [1]=>
  string(6) "apples"
  [2]=>
  NULL
}
NULL
array(1) {
  [0]=>
  NULL
}
array(3) {
  [0]=>
  int(2024)
  [1]=>
  int(1)
  [2]=>
  int(5)
}
array(3) {
  [0]=>
  int(255)
  [1]=>
  int(136)
  [2]=>
  int(0)
}
array(2) {
  [0]=>
  float(3.14)
  [1]=>
  string(1) "x"
}
array(2) {
  [0]=>
  string(5) "hello"
  [1]=>
  int(6)
}
int(2)
int(42)
float(1.5)
int(0)
NULL
array(2) {
  [0]=>
  int(-17)
  [1]=>
  string(3) "abc"
}
array(2) {
  [0]=>
  string(1) "a"
  [1]=>
  string(1) "b"
}
array(0) {
}
array(2) {
  [0]=>
  int(26)
  [1]=>
  int(15)
}
array(1) {
  [0]=>
  float(1000)
}
[The][quick][brown][fox]
string(1) "a"
string(1) "b"
bool(false)
bool(false)
Uryyb, Jbeyq!
Array
(
    [scheme] => https
    [host] => example.com
    [port] => 8080
    [user] => user
    [pass] => pw
    [path] => /path/to/page.php
    [query] => x=1&y=2
    [fragment] => frag
)
Array
(
    [host] => example.com
    [path] => /p
)
Array
(
    [path] => /just/path
    [query] => q=1
)
Array
(
    [scheme] => mailto
    [path] => someone@example.com
)
string(11) "example.com"
NULL
string(1) "a"
Array
(
    [path] => example.com/path
)
Array
(
    [scheme] => http
    [host] => [::1]
    [port] => 80
    [path] => /
)
bool(false)
array(8) {
  ["a"]=>
  string(1) "1"
  ["b"]=>
  array(2) {
    [0]=>
    string(1) "2"
    [1]=>
    string(1) "3"
  }
  ["c"]=>
  array(1) {
    ["k"]=>
    string(1) "v"
  }
  ["d_e"]=>
  string(1) "5"
  ["f_g"]=>
  string(3) "h i"
  ["arr"]=>
  array(1) {
    ["x"]=>
    array(1) {
      ["y"]=>
      string(1) "z"
    }
  }
  ["empty"]=>
  string(0) ""
  ["noval"]=>
  string(0) ""
}
