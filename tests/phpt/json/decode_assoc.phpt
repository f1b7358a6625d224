--TEST--
json: decode assoc
--FILE--
<?php
var_dump(json_decode('{"a":{"b":[1,{"c":2}]}}', true));
var_dump(json_decode('{"1":1,"2":2}', true));
var_dump(json_decode('{"a":{"b":[]}}', false, 512, JSON_OBJECT_AS_ARRAY));
var_dump(json_decode('{"a":{"b":[]}}', null, 512, JSON_OBJECT_AS_ARRAY));
var_dump(json_decode('{"a":1,"a":2}', true));
--EXPECT--
array(1) {
  ["a"]=>
  array(1) {
    ["b"]=>
    array(2) {
      [0]=>
      int(1)
      [1]=>
      array(1) {
        ["c"]=>
        int(2)
      }
    }
  }
}
array(2) {
  [1]=>
  int(1)
  [2]=>
  int(2)
}
object(stdClass)#2 (1) {
  ["a"]=>
  object(stdClass)#1 (1) {
    ["b"]=>
    array(0) {
    }
  }
}
array(1) {
  ["a"]=>
  array(1) {
    ["b"]=>
    array(0) {
    }
  }
}
array(1) {
  ["a"]=>
  int(2)
}
