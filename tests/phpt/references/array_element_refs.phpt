--TEST--
references to array elements survive array copies
--FILE--
<?php
$arr = [1, 2, 3];
$ref = &$arr[1];
$copy = $arr;
$copy[1] = 'changed via copy';
$copy[0] = 'only in copy';
print_r($arr);
unset($ref);
$arr2 = [1, 2];
$r2 = &$arr2[5];
var_dump($arr2);
$matrix = [[1, 2], [3, 4]];
$row = &$matrix[1];
$row[] = 5;
echo json_encode($matrix), "\n";
--EXPECT--
Array
(
    [0] => 1
    [1] => changed via copy
    [2] => 3
)
array(3) {
  [0]=>
  int(1)
  [1]=>
  int(2)
  [5]=>
  &NULL
}
[[1,2],[3,4,5]]
