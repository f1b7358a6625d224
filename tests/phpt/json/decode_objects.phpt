--TEST--
json: decode objects
--FILE--
<?php
$o = json_decode('{"a":{"b":[1,2,{"c":null}]},"d":1.5,"e":"x"}');
var_dump($o);
var_dump($o->a->b[2]);
var_dump(json_decode('{"1":1,"2":2}'));
var_dump(json_decode('{"":1}'));
var_dump(json_decode('{"a":1,"a":2}'));
--EXPECT--
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
  float(1.5)
  ["e"]=>
  string(1) "x"
}
object(stdClass)#1 (1) {
  ["c"]=>
  NULL
}
object(stdClass)#4 (2) {
  ["1"]=>
  int(1)
  ["2"]=>
  int(2)
}
object(stdClass)#4 (1) {
  [""]=>
  int(1)
}
object(stdClass)#4 (1) {
  ["a"]=>
  int(2)
}
