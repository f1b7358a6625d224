--TEST--
int arithmetic on local variables keeps the general rules at every edge
--FILE--
<?php
// Int arithmetic on local variables: the results must match the general rules at every
// edge (overflow to float, division by zero, shifts, non-int values, references).
function edges() {
    $i = PHP_INT_MAX;
    $i++;
    var_dump($i);
    $j = PHP_INT_MIN;
    $j--;
    var_dump($j);
    $k = PHP_INT_MAX - 1;
    $k += 5;
    var_dump($k);
    $m = 3;
    $m *= PHP_INT_MAX;
    var_dump($m);
    $a = 7; $b = 0;
    try { $c = $a % $b; } catch (DivisionByZeroError $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
    try { $a %= $b; } catch (DivisionByZeroError $e) { echo $e->getMessage(), "\n"; }
    var_dump($a);
    $s = 1;
    var_dump($s << 63, $s << 64, -8 >> 70, $s << 2 | 1);
    $n = -1;
    try { var_dump($s << $n); } catch (ArithmeticError $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
    var_dump(PHP_INT_MIN % -1);
    $x = PHP_INT_MIN; $y = -1;
    var_dump($x % $y, intdiv(7, 2), $x * $y);
}
edges();

function mixed_values() {
    $f = 1.5; $f++; var_dump($f);
    $s = "5"; $s++; var_dump($s);
    $z = "a"; $z++; var_dump($z);
    $t = 10; $t += "2"; var_dump($t);
    $u = 10; $u += 2.5; var_dump($u);
    $v = 3; $w = "4";
    var_dump($v * $w + 1, $v < $w, $v <=> $w, ($v * 2) % 4 == 2);
    $str = "abc"; $str = 3 * 4; var_dump($str);
    $arr = [1, 2]; $arr = 5 + 5; var_dump($arr);
    $nul = null; $nul++; var_dump($nul);
    $nul2 = null; $nul2--; var_dump($nul2);
}
mixed_values();

function refs() {
    $a = 1;
    $r = &$a;
    $r += 10;
    $a++;
    var_dump($a, $r);
    $arr = [1, 2, 3];
    foreach ($arr as &$e) { $e *= 2; }
    unset($e);
    var_dump($arr);
}
refs();

function undefined() {
    $u++;
    var_dump($u);
    $w += 3;
    var_dump($w);
}
undefined();

$g = 0;
function bump() { global $g; $g += 2; $g++; }
bump(); bump();
var_dump($g);

$sum = 0;
for ($i = 0, $j = 10; $i < $j; $i++, $j--) { $sum += $i * $j - ($i ^ $j) + ($j & 3) - ($i | 1); }
var_dump($sum);
$p = 1;
while ($p < 1000) { $p *= 3; }
var_dump($p, $p > 1000 && $p <= 2187, $p === 2187, $p !== 2187.0);
$q = 2;
for ($n = 0; $n < 70; $n++) { $q *= 2; }
var_dump($q);
--EXPECTF--
float(9.223372036854776E+18)
float(-9.223372036854776E+18)
float(9.223372036854776E+18)
float(2.7670116110564327E+19)
DivisionByZeroError: Modulo by zero
Modulo by zero
int(7)
int(-9223372036854775808)
int(0)
int(-1)
int(5)
ArithmeticError: Bit shift by negative number
int(0)
int(0)
int(3)
float(9.223372036854776E+18)
float(2.5)
int(6)
string(1) "b"
int(12)
float(12.5)
int(13)
bool(true)
int(-1)
bool(true)
int(12)
int(10)
int(1)
NULL
int(12)
int(12)
array(3) {
  [0]=>
  int(2)
  [1]=>
  int(4)
  [2]=>
  int(6)
}

Warning: Undefined variable $u in %s on line 60
int(1)

Warning: Undefined variable $w in %s on line 62
int(3)
int(6)
int(31)
int(2187)
bool(true)
bool(true)
bool(true)
float(2.3611832414348226E+21)
