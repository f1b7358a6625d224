--TEST--
serialize: arrays
--FILE--
<?php
$a = [1, 'a' => [true, null], 5 => 'x', 'nested' => ['k' => ['z' => 1.5]]];
$s = serialize($a);
echo $s, "\n";
var_dump(unserialize($s) === $a);
echo serialize([]), "\n";
var_dump(unserialize('a:2:{i:0;s:1:"x";s:1:"k";a:0:{}}'));
var_dump(unserialize('a:1:{s:2:"10";i:1;}'));
--EXPECT--
a:4:{i:0;i:1;s:1:"a";a:2:{i:0;b:1;i:1;N;}i:5;s:1:"x";s:6:"nested";a:1:{s:1:"k";a:1:{s:1:"z";d:1.5;}}}
bool(true)
a:0:{}
array(2) {
  [0]=>
  string(1) "x"
  ["k"]=>
  array(0) {
  }
}
array(1) {
  [10]=>
  int(1)
}
