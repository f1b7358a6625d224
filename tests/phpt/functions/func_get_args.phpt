--TEST--
func_get_args and func_num_args
--FILE--
<?php
function info($a, $b = 'default') {
    return func_num_args() . ": " . json_encode(func_get_args());
}
echo info(1), "\n", info(1, 2), "\n", info(1, 2, 3, 4), "\n";
function modified($x) {
    $x = 'changed';
    return func_get_args();
}
var_dump(modified('orig'));
function noParams() { return array_sum(func_get_args()); }
echo noParams(1, 2, 3), "\n";
--EXPECT--
1: [1]
2: [1,2]
4: [1,2,3,4]
array(1) {
  [0]=>
  string(7) "changed"
}
6
