--TEST--
integer-like property names from (object) casts read back as properties and iterate as strings
--FILE--
<?php
$o2 = (object) ['x' => 1, 5 => 'five'];
var_dump($o2->{'5'});
$k = '5'; var_dump($o2->$k);
var_dump(isset($o2->{'5'}));
$o3 = new stdClass; $o3->{'7'} = 'x'; var_dump($o3->{'7'});
$o2 = (object) ['x' => 1, 5 => 'five']; var_dump($o2->{'5'}); var_dump($o2); $o2->{'6'} = 6; var_dump((array)$o2);
foreach ($o2 as $k => $v) var_dump($k);
var_dump(isset($o2->{'5'}), property_exists($o2, '5'));
print_r(get_object_vars($o2));
$j = json_decode('{"1":"a","b":2}'); var_dump($j->{'1'}); var_dump((array)$j);
$o3 = new stdClass; $o3->{'7'} = 'x'; var_dump((array)$o3);
--EXPECT--
string(4) "five"
string(4) "five"
bool(true)
string(1) "x"
string(4) "five"
object(stdClass)#3 (2) {
  ["x"]=>
  int(1)
  ["5"]=>
  string(4) "five"
}
array(3) {
  ["x"]=>
  int(1)
  [5]=>
  string(4) "five"
  [6]=>
  int(6)
}
string(1) "x"
string(1) "5"
string(1) "6"
bool(true)
bool(true)
Array
(
    [x] => 1
    [5] => five
    [6] => 6
)
string(1) "a"
array(2) {
  [1]=>
  string(1) "a"
  ["b"]=>
  int(2)
}
array(1) {
  [7]=>
  string(1) "x"
}
