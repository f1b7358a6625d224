--TEST--
writing to nested missing keys creates arrays on the way
--FILE--
<?php
$tree = [];
$tree['a']['b']['c'] = 1;
$tree['a']['list'][] = 'x';
$tree['a']['list'][] = 'y';
$tree['z'][] = [];
echo json_encode($tree), "\n";
$null = null;
$null['k'] = 'from null';
var_dump($null);
$counts = [];
foreach (str_split("mississippi") as $ch) {
    $counts[$ch] = ($counts[$ch] ?? 0) + 1;
}
ksort($counts);
echo json_encode($counts), "\n";
$str = '';
try {
    $str['x'] = 1;
} catch (Error $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
$false = false;
$false[] = 'from false';
print_r($false);
--EXPECTF--
{"a":{"b":{"c":1},"list":["x","y"]},"z":[[]]}
array(1) {
  ["k"]=>
  string(9) "from null"
}
{"i":4,"m":1,"p":2,"s":4}
TypeError: Cannot access offset of type string on string

Deprecated: Automatic conversion of false to array is deprecated in %s on line 24
Array
(
    [0] => from false
)
