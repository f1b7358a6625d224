--TEST--
str_getcsv: quoted separators, empty input, custom separator and enclosure, doubled quotes
--FILE--
<?php
var_dump(str_getcsv('a,"b,c",d'), str_getcsv(''), str_getcsv("x;'y;z'", ";", "'"), str_getcsv('"he said ""hi""",2'), str_getcsv('a, b ,c'));
--EXPECT--
array(3) {
  [0]=>
  string(1) "a"
  [1]=>
  string(3) "b,c"
  [2]=>
  string(1) "d"
}
array(1) {
  [0]=>
  NULL
}
array(2) {
  [0]=>
  string(1) "x"
  [1]=>
  string(3) "y;z"
}
array(2) {
  [0]=>
  string(12) "he said "hi""
  [1]=>
  string(1) "2"
}
array(3) {
  [0]=>
  string(1) "a"
  [1]=>
  string(3) " b "
  [2]=>
  string(1) "c"
}
