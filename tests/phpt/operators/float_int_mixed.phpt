--TEST--
Float arithmetic and comparisons with int and float operands, NaN and infinities, compound assignments on variables and elements
--FILE--
<?php
$n = NAN; $i = INF; $z = 0.0; $one = 1; $f = 1.5;
var_dump($n < 1, $n > 1, $n <= 1, $n >= 1, $n == $n, $n != $n, 1 < $n, 1 >= $n);
var_dump($i > PHP_INT_MAX, PHP_INT_MAX + 1.0, PHP_INT_MAX * 1.0 == PHP_INT_MAX);
var_dump($one == 1.0, $one === 1.0, $f + $one, $one - $f, $f * 2, 3 / 1.5, $f / 4);
var_dump(0.1 + 0.2, 0.1 + 0.2 == 0.3, -0.0 == 0.0, 1e308 * 10, -1e308 * 10);
$x = 1.5; $x += 2; $x -= 0.5; $x *= 3; $x /= 2; var_dump($x);
$y = 7; $y += 0.5; var_dump($y); $y = 7; $y -= 7.0; var_dump($y);
$a = [1.5, 2]; $a[0] += 1; $a[1] *= 1.5; $a[1] -= 1; var_dump($a);
try { $q = 1.0; $q /= 0.0; } catch (DivisionByZeroError $e) { echo $e->getMessage(), "\n"; }
try { $q = 1.0 / 0; } catch (DivisionByZeroError $e) { echo $e->getMessage(), "\n"; }
var_dump(9007199254740993 == 9007199254740992.0, 9007199254740993 < 9007199254740994.0);
var_dump(PHP_INT_MAX == (float)PHP_INT_MAX, PHP_INT_MAX < (float)PHP_INT_MAX);
--EXPECT--
bool(false)
bool(false)
bool(false)
bool(false)
bool(false)
bool(true)
bool(false)
bool(false)
bool(true)
float(9.223372036854776E+18)
bool(true)
bool(true)
bool(false)
float(2.5)
float(-0.5)
float(3)
float(2)
float(0.375)
float(0.30000000000000004)
bool(false)
bool(true)
float(INF)
float(-INF)
float(4.5)
float(7.5)
float(0)
array(2) {
  [0]=>
  float(2.5)
  [1]=>
  float(2)
}
Division by zero
Division by zero
bool(true)
bool(true)
bool(true)
bool(false)
