--TEST--
Counting into array elements by string keys held in variables; numeric-string keys normalize to ints
--FILE--
<?php
$freq = [];
for ($i = 0; $i < 20; $i++) { $k = "k" . ($i % 3); if (isset($freq[$k])) { $freq[$k]++; } else { $freq[$k] = 1; } }
$k = "5"; $freq[$k] = 1; $freq[$k] += 2; $freq["05"] = 1; $freq["05"]++;
$n = ["a" => ["b" => 1.5]]; $x = "a"; $y = "b"; $n[$x][$y] *= 4; $n[$x][$y]++;
var_dump($freq, $n);
--EXPECT--
array(5) {
  ["k0"]=>
  int(7)
  ["k1"]=>
  int(7)
  ["k2"]=>
  int(6)
  [5]=>
  int(3)
  ["05"]=>
  int(2)
}
array(1) {
  ["a"]=>
  array(1) {
    ["b"]=>
    float(7)
  }
}
