--TEST--
header(), setcookie() and http_response_code() are accepted until output starts, then warn
--FILE--
<?php
$r = [];
header("X-A: 1");
header("Location: /x");
$r[] = http_response_code();
header("HTTP/1.1 404 Not Found");
$r[] = http_response_code();
header("X: y", true, 500);
$r[] = http_response_code(201);
$r[] = http_response_code();
$r[] = setcookie("a", "b");
$r[] = setcookie("a", "b", ['samesite' => 'Lax', 'path' => '/']);
$r[] = setrawcookie("a", "b");
$r[] = headers_sent();
$r[] = headers_list();
foreach ([fn() => setcookie(""), fn() => setcookie("a=b"), fn() => setcookie("a", "b", ['bogus' => 1]),
          fn() => setrawcookie("a", "b c"), fn() => setcookie("a", "b", ['expires' => 1], "/"),
          fn() => setcookie("a", "b", [1]), fn() => setcookie("a", "b", 0, "/a b")] as $f) {
    try { $f(); } catch (\Throwable $e) { $r[] = get_class($e) . ": " . $e->getMessage(); }
}
var_dump($r);
header("X: a\nb");
header("Z: 1");
header_remove("Z");
var_dump(setcookie("q"), headers_sent($file, $line), $file === __FILE__, $line, http_response_code(300));
--EXPECTF--
array(16) {
  [0]=>
  int(302)
  [1]=>
  int(404)
  [2]=>
  int(500)
  [3]=>
  int(201)
  [4]=>
  bool(true)
  [5]=>
  bool(true)
  [6]=>
  bool(true)
  [7]=>
  bool(false)
  [8]=>
  array(0) {
  }
  [9]=>
  string(60) "ValueError: setcookie(): Argument #1 ($name) cannot be empty"
  [10]=>
  string(115) "ValueError: setcookie(): Argument #1 ($name) cannot contain "=", ",", ";", " ", "\t", "\r", "\n", "\013", or "\014""
  [11]=>
  string(50) "ValueError: setcookie(): option "bogus" is invalid"
  [12]=>
  string(114) "ValueError: setrawcookie(): Argument #2 ($value) cannot contain ",", ";", " ", "\t", "\r", "\n", "\013", or "\014""
  [13]=>
  string(111) "ArgumentCountError: setcookie(): Expects exactly 3 arguments when argument #3 ($expires_or_options) is an array"
  [14]=>
  string(62) "ValueError: setcookie(): option array cannot have numeric keys"
  [15]=>
  string(104) "ValueError: setcookie(): "path" option cannot contain ",", ";", " ", "\t", "\r", "\n", "\013", or "\014""
}

Warning: Cannot modify header information - headers already sent by (output started at %s:21) in %s on line 22

Warning: Cannot modify header information - headers already sent by (output started at %s:21) in %s on line 23

Warning: Cannot modify header information - headers already sent by (output started at %s:21) in %s on line 24

Warning: Cannot modify header information - headers already sent by (output started at %s:21) in %s on line 25
bool(false)
bool(true)
bool(true)
int(21)
int(201)
