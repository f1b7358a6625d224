--TEST--
for loops counting on a local: ints, floats, overflow, strings, references, unset, changing bounds
--FILE--
<?php
// counters that leave the ints, bounds that change, references, unset, break/continue
for ($i = 0; $i < 3; $i++) { echo $i, " "; }
echo "\n";
for ($i = 5; $i >= 0; $i--) { if ($i == 3) continue; if ($i == 1) break; echo $i, " "; }
echo "| $i\n";
for ($i = 0.5; $i < 3; $i++) { echo $i, " "; }
echo "\n";
for ($i = PHP_INT_MAX - 2; $i <= PHP_INT_MAX; $i++) { var_dump($i); if (is_float($i)) break; }
for ($i = "a"; $i != "e"; $i++) { echo $i; }
echo "\n";
$n = 4;
for ($i = 0; $i < $n; $i++) { if ($i == 1) { $n = 2.5; } echo $i, ":", $n, " "; }
echo "\n";
$r = 0; $ref = &$r;
for ($r = 0; $r < 3; $r++) { echo $ref, " "; }
echo "\n";
for ($i = 0; $i < 5; $i++) { if ($i == 2) { unset($i); $i = 3; } echo $i, " "; }
echo "\n";
for ($i = 0; $i < 3; $i++) { if ($i == 1) { $i = "2"; } echo gettype($i), $i, " "; }
echo "\n";
$lim = "3";
for ($i = 0; $i < $lim; $i++) { echo $i; }
echo "\n";
for ($i = 10; $i > 7; --$i) { echo $i, " "; }
echo "\n";
for ($i = 0; $i != 3; ++$i) { echo $i; }
echo "\n";
function f() { for ($k = 0; $k < 2; $k++) { for ($j = 0; $j < 2; $j++) { if ($j) continue 2; echo "$k$j "; } } return $k; }
echo f(), "\n";
for ($i = 0; $i < 3; $i++) { $g = function () use (&$i) { $i++; }; $g(); echo $i, " "; }
echo "\n";
for ($u = 0; $u < 2; $u++) { unset($u); echo "x"; if (!isset($u)) { $u = 5; } }
echo "\n";
for (; $z < 2; $z++) { echo "z", $z; }
echo "\n";
--EXPECTF--
0 1 2 
5 4 2 | 1
0.5 1.5 2.5 
int(9223372036854775805)
int(9223372036854775806)
int(9223372036854775807)
float(9.223372036854776E+18)
abcd
0:4 1:2.5 2:2.5 
0 1 2 
0 1 3 4 
integer0 string2 
012
10 9 8 
012
00 10 2
1 3 
x

Warning: Undefined variable $z in %s on line 35
z
Warning: Undefined variable $z in %s on line 35

Warning: Undefined variable $z in %s on line 35
z1
