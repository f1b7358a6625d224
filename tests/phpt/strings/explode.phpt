--TEST--
explode with limits
--FILE--
<?php
print_r(explode(",", "a,b,,c"));
print_r(explode(",", "a,b,c", 2));
print_r(explode(",", "a,b,c", -1));
print_r(explode(",", "a,b,c", 0));
var_dump(explode(",", "", -1), explode(",", ""), explode(", ", "a, b, c", -5), explode("ab", "xabyabz"));
try { explode("", "abc"); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
Array
(
    [0] => a
    [1] => b
    [2] => 
    [3] => c
)
Array
(
    [0] => a
    [1] => b,c
)
Array
(
    [0] => a
    [1] => b
)
Array
(
    [0] => a,b,c
)
array(0) {
}
array(1) {
  [0]=>
  string(0) ""
}
array(0) {
}
array(3) {
  [0]=>
  string(1) "x"
  [1]=>
  string(1) "y"
  [2]=>
  string(1) "z"
}
explode(): Argument #1 ($separator) cannot be empty
