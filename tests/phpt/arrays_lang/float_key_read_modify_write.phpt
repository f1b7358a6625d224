--TEST--
A float array key in a read-modify-write (+=, .=, ++) is converted once, with one deprecation
--FILE--
<?php
$b = [1, 2]; $f = 1.5;
$b[$f] += 1; echo "--\n";
$b[$f]++; echo "--\n";
$b[$f] .= "x"; echo "--\n";
$b[$f] = 3; echo "--\n";
echo $b[$f], "\n--\n";
$b[$f] ??= 4; echo "--\n";
$c = [[1]]; $c[$f][0] += 1; echo "--\n";
var_dump(isset($b[$f]));
unset($b[$f]);
var_dump($b);
--EXPECTF--

Deprecated: Implicit conversion from float 1.5 to int loses precision in %s on line 3
--

Deprecated: Implicit conversion from float 1.5 to int loses precision in %s on line 4
--

Deprecated: Implicit conversion from float 1.5 to int loses precision in %s on line 5
--

Deprecated: Implicit conversion from float 1.5 to int loses precision in %s on line 6
--

Deprecated: Implicit conversion from float 1.5 to int loses precision in %s on line 7
3
--

Deprecated: Implicit conversion from float 1.5 to int loses precision in %s on line 8
--

Deprecated: Implicit conversion from float 1.5 to int loses precision in %s on line 9

Warning: Undefined array key 1 in %s on line 9

Warning: Undefined array key 0 in %s on line 9
--

Deprecated: Implicit conversion from float 1.5 to int loses precision in %s on line 10
bool(true)

Deprecated: Implicit conversion from float 1.5 to int loses precision in %s on line 11
array(1) {
  [0]=>
  int(1)
}
