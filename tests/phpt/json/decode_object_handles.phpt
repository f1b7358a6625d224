--TEST--
json_decode numbers nested objects in the order PHP's parser creates them
--FILE--
<?php
$o = json_decode('{"user":{"name":"Ann","tags":["a","b"]},"meta":{},"list":[{"x":1},{"y":{"z":2}}]}');
var_dump($o);
var_dump(json_decode('[{"a":{"b":{}}}]'));
--EXPECT--
object(stdClass)#2 (3) {
  ["user"]=>
  object(stdClass)#1 (2) {
    ["name"]=>
    string(3) "Ann"
    ["tags"]=>
    array(2) {
      [0]=>
      string(1) "a"
      [1]=>
      string(1) "b"
    }
  }
  ["meta"]=>
  object(stdClass)#3 (0) {
  }
  ["list"]=>
  array(2) {
    [0]=>
    object(stdClass)#4 (1) {
      ["x"]=>
      int(1)
    }
    [1]=>
    object(stdClass)#6 (1) {
      ["y"]=>
      object(stdClass)#5 (1) {
        ["z"]=>
        int(2)
      }
    }
  }
}
array(1) {
  [0]=>
  object(stdClass)#9 (1) {
    ["a"]=>
    object(stdClass)#8 (1) {
      ["b"]=>
      object(stdClass)#7 (0) {
      }
    }
  }
}
