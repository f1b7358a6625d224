--TEST--
compact and extract
--FILE--
<?php
$name = 'Ann';
$age = 30;
$city = 'Oslo';
$packed = compact('name', 'age', ['city']);
print_r($packed);
$data = ['color' => 'blue', 'size' => 'L', 'name' => 'overwritten?'];
$n = extract($data, EXTR_SKIP);
echo $n, " ", $color, " ", $size, " ", $name, "\n";
extract(['name' => 'Bob']);
echo $name, "\n";
extract(['x' => 1], EXTR_PREFIX_ALL, 'pre');
echo $pre_x, "\n";
var_dump(compact('nonexistent'));
--EXPECTF--
Array
(
    [name] => Ann
    [age] => 30
    [city] => Oslo
)
2 blue L Ann
Bob
1

Warning: compact(): Undefined variable $nonexistent in %s on line 14
array(0) {
}
