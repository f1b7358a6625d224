--TEST--
print_r follows precision; var_dump, var_export, json_encode and serialize follow serialize_precision
--FILE--
<?php
$vals = [M_PI, 0.1 + 0.2, 1e25, -0.0, 2.0, 1/3];
ini_set('precision', 5);
echo implode(' ', $vals), "\n";
print_r($vals);
ini_set('serialize_precision', 4);
var_dump($vals);
var_export($vals); echo "\n";
echo json_encode($vals), "\n", serialize($vals), "\n";
ini_set('serialize_precision', -1);
ini_set('precision', 14);
var_dump(M_PI); print_r([M_PI]); echo "\n";
--EXPECT--
3.1416 0.3 1.0E+25 -0 2 0.33333
Array
(
    [0] => 3.1416
    [1] => 0.3
    [2] => 1.0E+25
    [3] => -0
    [4] => 2
    [5] => 0.33333
)
array(6) {
  [0]=>
  float(3.142)
  [1]=>
  float(0.3)
  [2]=>
  float(1.0E+25)
  [3]=>
  float(-0)
  [4]=>
  float(2)
  [5]=>
  float(0.3333)
}
array (
  0 => 3.142,
  1 => 0.3,
  2 => 1.0E+25,
  3 => -0.0,
  4 => 2.0,
  5 => 0.3333,
)
[3.142,0.3,1.0e+25,-0,2,0.3333]
a:6:{i:0;d:3.142;i:1;d:0.3;i:2;d:1.0E+25;i:3;d:-0;i:4;d:2;i:5;d:0.3333;}
float(3.141592653589793)
Array
(
    [0] => 3.1415926535898
)

