--TEST--
get_defined_functions and get_defined_constants list user functions and constants in declaration order
--FILE--
<?php
namespace A\B;
function Foo() {}
if (true) { function later() {} }
const Q = 1;
define("A\\B\\R", 2);
define("lower", [1, 2]);
print_r(get_defined_functions()["user"]);
print_r(get_defined_constants(true)["user"]);
$f = get_defined_functions();
var_dump(array_keys($f), in_array("strlen", $f["internal"]), in_array("a\\b\\foo", $f["internal"]));
$c = get_defined_constants();
var_dump($c["PHP_EOL"], $c["E_ALL"], $c["lower"], isset($c["A\\B\\Q"]), get_defined_constants(true)["Core"]["E_ALL"]);
--EXPECT--
Array
(
    [0] => a\b\foo
    [1] => a\b\later
)
Array
(
    [A\B\Q] => 1
    [A\B\R] => 2
    [lower] => Array
        (
            [0] => 1
            [1] => 2
        )

)
array(2) {
  [0]=>
  string(8) "internal"
  [1]=>
  string(4) "user"
}
bool(true)
bool(false)
string(1) "
"
int(32767)
array(2) {
  [0]=>
  int(1)
  [1]=>
  int(2)
}
bool(true)
int(32767)
