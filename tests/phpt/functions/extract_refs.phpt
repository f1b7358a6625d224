--TEST--
extract() with EXTR_REFS takes a variable array by reference and binds the variables to its elements (values were copied)
--FILE--
<?php
// extract() with EXTR_REFS binds the variables to the array's elements.
$settings = ['theme' => 'dark', 'size' => 12];
$n = extract($settings, EXTR_REFS);
$theme = 'light';
$size += 2;
echo $n, "\n";
print_r($settings);
var_dump($settings);
$row = ['id' => 7];
extract($row, EXTR_PREFIX_ALL | EXTR_REFS, 'r');
$r_id = 8;
print_r($row);
$copy = ['x' => 1];
extract($copy);
$x = 2;
print_r($copy);
function scoped(array $data) {
    extract($data, EXTR_REFS);
    $a = 'changed';
    return $data;
}
print_r(scoped(['a' => 'orig']));
echo extract(['lit' => 'eral'], EXTR_REFS), " $lit\n";
--EXPECT--
2
Array
(
    [theme] => light
    [size] => 14
)
array(2) {
  ["theme"]=>
  &string(5) "light"
  ["size"]=>
  &int(14)
}
Array
(
    [id] => 8
)
Array
(
    [x] => 1
)
Array
(
    [a] => changed
)
1 eral
