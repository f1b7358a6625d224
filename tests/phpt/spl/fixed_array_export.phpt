--TEST--
fixed array export
--FILE--
<?php
$f = new SplFixedArray(2); $f[0] = 'a';
print_r($f); echo "\n"; var_export($f); echo "\n"; var_dump((object)['x', 'k' => 2]); print_r((object)[1]); var_export((object)[1]);
echo json_encode($f), json_encode((object)[1]), "\n";
var_dump((array)(object)[5]);
--EXPECT--
SplFixedArray Object
(
    [0] => a
    [1] => 
)

\SplFixedArray::__set_state(array(
   0 => 'a',
   1 => NULL,
))
object(stdClass)#2 (2) {
  ["0"]=>
  string(1) "x"
  ["k"]=>
  int(2)
}
stdClass Object
(
    [0] => 1
)
(object) array(
   '0' => 1,
)["a",null]{"0":1}
array(1) {
  [0]=>
  int(5)
}
