--TEST--
var: var dump arrays
--FILE--
<?php
var_dump([]);
var_dump([1, 2, 3]);
var_dump(['a' => 1, 'b' => ['c' => [true, null]], 5 => 'x', -3 => 2.5]);
var_dump([[[[]]]]);
$a = ["k" => "v", "n" => [1, [2, [3]]]];
var_dump($a);
--EXPECT--
array(0) {
}
array(3) {
  [0]=>
  int(1)
  [1]=>
  int(2)
  [2]=>
  int(3)
}
array(4) {
  ["a"]=>
  int(1)
  ["b"]=>
  array(1) {
    ["c"]=>
    array(2) {
      [0]=>
      bool(true)
      [1]=>
      NULL
    }
  }
  [5]=>
  string(1) "x"
  [-3]=>
  float(2.5)
}
array(1) {
  [0]=>
  array(1) {
    [0]=>
    array(1) {
      [0]=>
      array(0) {
      }
    }
  }
}
array(2) {
  ["k"]=>
  string(1) "v"
  ["n"]=>
  array(2) {
    [0]=>
    int(1)
    [1]=>
    array(2) {
      [0]=>
      int(2)
      [1]=>
      array(1) {
        [0]=>
        int(3)
      }
    }
  }
}
