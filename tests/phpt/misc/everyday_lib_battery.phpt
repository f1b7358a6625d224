--TEST--
everyday lib battery
--FILE--
<?php
echo date("Y-m-d H:i:s D N jS F y L W t a A g G h H", 86400 * 365), "\n";
echo date("D, d M Y", mktime(0, 0, 0, 2, 29, 2024)), " ", date("Y-m-d", strtotime("2024-01-31 +1 month")), "\n";
preg_match('/(\d+)-(\d+)/', "abc 12-34 def", $m, PREG_OFFSET_CAPTURE); print_r($m);
preg_match_all('/(?<word>\w+)@(\w+)/', "a@b c@d", $mm, PREG_SET_ORDER); print_r($mm);
echo preg_replace_callback('/\d+/', fn($m) => $m[0] * 2, "a1 b22 c333"), "\n";
print_r(preg_split('/[\s,]+/', "a, b  c,d", -1, PREG_SPLIT_NO_EMPTY)); print_r(preg_split('//', 'abc', -1, PREG_SPLIT_NO_EMPTY)); print_r(preg_split('/(-)/', 'a-b-c', -1, PREG_SPLIT_DELIM_CAPTURE));
var_dump(json_decode('{"a":{"b":[1,2,{"c":null}]},"d":1.0,"e":"\u00e9"}'));
var_dump(json_decode('[1,2', true), json_last_error_msg());
echo json_encode(["a/b" => "é", "n" => 1.0, "list" => [], "obj" => new stdClass], JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE | JSON_PRESERVE_ZERO_FRACTION), "\n";
var_export([1.0, 0.1, -0.0, 1e20, [true, null], 'a\'b']); echo "\n";
$s = serialize(['a' => 1, 'b' => [true, 1.5, "x"]]); echo $s, "\n"; var_dump(unserialize($s) == ['a' => 1, 'b' => [true, 1.5, "x"]]);
$x = 1; $arr = [&$x, 2]; var_dump($arr); $x = 5; print_r($arr);
echo str_repeat("=", 10), " ", strtr("Hi all", ["Hi" => "Hello", "all" => "world"]), " ", strtr("abc", "ab", "xy"), " ", substr_count("hello hello", "ll"), "\n";
echo sprintf("%08.3f", -3.14159), " ", sprintf("%-8s|", "abc"), " ", sprintf("%'.10d", 42), " ", sprintf("%5.1e", 12345.678), "\n";
echo array_sum([1, 2.5, "3"]), " ", array_product([]), " ", max("apple", "banana"), " ", max([1, 2], [1, 3])[1], " ", min(1, -2.5), "\n";
echo implode(",", [1, [2]]);
--EXPECTF--
1971-01-01 00:00:00 Fri 5 1st January 71 0 53 31 am AM 12 0 12 00
Thu, 29 Feb 2024 2024-03-02
Array
(
    [0] => Array
        (
            [0] => 12-34
            [1] => 4
        )

    [1] => Array
        (
            [0] => 12
            [1] => 4
        )

    [2] => Array
        (
            [0] => 34
            [1] => 7
        )

)
Array
(
    [0] => Array
        (
            [0] => a@b
            [word] => a
            [1] => a
            [2] => b
        )

    [1] => Array
        (
            [0] => c@d
            [word] => c
            [1] => c
            [2] => d
        )

)
a2 b44 c666
Array
(
    [0] => a
    [1] => b
    [2] => c
    [3] => d
)
Array
(
    [0] => a
    [1] => b
    [2] => c
)
Array
(
    [0] => a
    [1] => -
    [2] => b
    [3] => -
    [4] => c
)
object(stdClass)#3 (3) {
  ["a"]=>
  object(stdClass)#2 (1) {
    ["b"]=>
    array(3) {
      [0]=>
      int(1)
      [1]=>
      int(2)
      [2]=>
      object(stdClass)#1 (1) {
        ["c"]=>
        NULL
      }
    }
  }
  ["d"]=>
  float(1)
  ["e"]=>
  string(2) "é"
}
NULL
string(12) "Syntax error"
{"a/b":"é","n":1.0,"list":[],"obj":{}}
array (
  0 => 1.0,
  1 => 0.1,
  2 => -0.0,
  3 => 1.0E+20,
  4 => 
  array (
    0 => true,
    1 => NULL,
  ),
  5 => 'a\'b',
)
a:2:{s:1:"a";i:1;s:1:"b";a:3:{i:0;b:1;i:1;d:1.5;i:2;s:1:"x";}}
bool(true)
array(2) {
  [0]=>
  &int(1)
  [1]=>
  int(2)
}
Array
(
    [0] => 5
    [1] => 2
)
========== Hello world xyc 2
-003.142 abc     | ........42 1.2e+4
6.5 1 banana 3 -2.5

Warning: Array to string conversion in %s on line 17
1,Array
