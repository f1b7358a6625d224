--TEST--
str_ireplace is ASCII case-insensitive
--FILE--
<?php
var_dump(str_ireplace("L", "x", "HeLlo", $c), $c);
var_dump(str_ireplace(["A", "b"], ["1", "2"], "aAbB"));
var_dump(str_ireplace("WORLD", "There", ["Hello World", "world"]));
--EXPECT--
string(5) "Hexxo"
int(2)
string(4) "1122"
array(2) {
  [0]=>
  string(11) "Hello There"
  [1]=>
  string(5) "There"
}
