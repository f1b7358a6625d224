--TEST--
preg_match with groups, named groups and flags
--FILE--
<?php
var_dump(preg_match('/(?<year>\d{4})-(\d\d)/', 'x 2024-05 y', $m), $m);
var_dump(preg_match('/(a)(b)?(c)/', 'ac', $m), $m);
var_dump(preg_match('/(a)(b)?(c)/', 'ac', $m, PREG_UNMATCHED_AS_NULL), $m);
var_dump(preg_match('/(a)(b)?/', 'a', $m, PREG_OFFSET_CAPTURE), $m);
var_dump(preg_match('/nomatch/', 'abc', $m), $m);
--EXPECT--
int(1)
array(4) {
  [0]=>
  string(7) "2024-05"
  ["year"]=>
  string(4) "2024"
  [1]=>
  string(4) "2024"
  [2]=>
  string(2) "05"
}
int(1)
array(4) {
  [0]=>
  string(2) "ac"
  [1]=>
  string(1) "a"
  [2]=>
  string(0) ""
  [3]=>
  string(1) "c"
}
int(1)
array(4) {
  [0]=>
  string(2) "ac"
  [1]=>
  string(1) "a"
  [2]=>
  NULL
  [3]=>
  string(1) "c"
}
int(1)
array(2) {
  [0]=>
  array(2) {
    [0]=>
    string(1) "a"
    [1]=>
    int(0)
  }
  [1]=>
  array(2) {
    [0]=>
    string(1) "a"
    [1]=>
    int(0)
  }
}
int(0)
array(0) {
}
