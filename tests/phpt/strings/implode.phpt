--TEST--
implode and join
--FILE--
<?php
var_dump(implode(",", ["a", "b", 1, 2.5, true, null, false]));
var_dump(implode(["a", "b"]), join("-", [1, 2, 3]), implode(", ", []), implode(", ", ["k" => "v", 5 => "w"]));
var_dump(implode(" ", [0.1 + 0.2, 1e25, -0.0]));
try { implode("x"); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
try { implode(["a"], ["b"]); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
string(13) "a,b,1,2.5,1,,"
string(2) "ab"
string(5) "1-2-3"
string(0) ""
string(4) "v, w"
string(14) "0.3 1.0E+25 -0"
implode(): Argument #1 ($array) must be of type array, string given
implode(): Argument #1 ($separator) must be of type string, array given
