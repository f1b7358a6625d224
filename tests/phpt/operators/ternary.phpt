--TEST--
ternary and short ternary with truthiness
--FILE--
<?php
foreach ([0, 1, "", "0", "a", [], [0], null, 0.0, "0.0"] as $v) {
    echo var_export($v, true), " => ", $v ? "truthy" : "falsy", " | ", var_export($v ?: "fallback", true), "\n";
}
$n = 15;
echo ($n % 15 == 0 ? "FizzBuzz" : ($n % 3 == 0 ? "Fizz" : ($n % 5 == 0 ? "Buzz" : $n))), "\n";
echo (true ? "a" : "b") . "c", "\n";
echo 0 ?: 0.0 ?: "last", "\n";
--EXPECT--
0 => falsy | 'fallback'
1 => truthy | 1
'' => falsy | 'fallback'
'0' => falsy | 'fallback'
'a' => truthy | 'a'
array (
) => falsy | 'fallback'
array (
  0 => 0,
) => truthy | array (
  0 => 0,
)
NULL => falsy | 'fallback'
0.0 => falsy | 'fallback'
'0.0' => truthy | '0.0'
FizzBuzz
ac
last
