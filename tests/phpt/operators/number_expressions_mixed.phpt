--TEST--
Arithmetic and comparisons on local int and float variables, alone and mixed: overflow, exact division, zero divisors, NaN, increments and compound assignment
--FILE--
<?php
function show($label, $v) { echo $label, ": "; var_dump($v); }
$a = 7; $b = 2; $x = 1.5; $y = -0.0; $big = PHP_INT_MAX; $min = PHP_INT_MIN;
show('int/int inexact', $a / $b);
show('int/int exact', 8 / $b);
show('min/-1', $min / -1);
$m1 = -1;
show('min % -1', $min % $m1);
show('int+float', $a + $x);
show('float*int', $x * $b);
show('overflow add', $big + $a);
show('overflow sub', $min - $a);
show('overflow mul', $big * $b);
show('mixed cmp', $a < $x);
show('int==float', $b == 2.0);
show('int===float', $b === 2.0);
show('float===float', $x === 1.5);
show('float!==int', $x !== $a);
show('neg zero', $y * $a);
show('neg zero eq', $y == 0);
show('spaceship float', $x <=> $a);
show('spaceship mixed', $a <=> 7.0);
$nan = NAN; $inf = INF;
show('nan lt', $nan < $a);
show('nan gt', $nan > $a);
show('nan eq', $nan == $nan);
show('nan ne', $nan != $nan);
show('nan ident', $nan === $nan);
show('nan spaceship', $nan <=> $a);
show('inf', $inf - $inf);
show('inf mul', $inf * $y);
show('float div', $x / 4);
show('chain', ($a * $x - $b) / ($x + 0.5) * 3 - $a % $b);
$s = 0; for ($i = 0; $i < 10; $i++) { $s += $i * 0.1; } show('acc', $s);
$f = 0.5; $f++; $f++; $f--; show('float incdec', $f);
$c = $big; $c += 1; show('compound overflow', $c);
$d = 10; $d /= 4; show('compound div', $d);
$e = 10; $e /= 5; show('compound div exact', $e);
$g = 3; $g *= 1.5; show('compound mul float', $g);
$h = 2.5; $h -= $b; show('compound sub', $h);
$k = 5; $k = $k * 2 + 0.25; show('assign', $k);
try { $z = 0; $r = $a / $z; } catch (DivisionByZeroError $e) { echo get_class($e), ": ", $e->getMessage(), " line ", $e->getLine(), "\n"; }
try { $z = 0.0; $r = $x / $z; } catch (DivisionByZeroError $e) { echo $e->getMessage(), "\n"; }
try { $z = 0; $r = $a % $z; } catch (DivisionByZeroError $e) { echo $e->getMessage(), "\n"; }
try { $z = 0; $q = 3; $q /= $z; } catch (DivisionByZeroError $e) { echo $e->getMessage(), "\n"; }
$fm = 5.5; show('float mod', $fm % $b);
show('float bitand', 6.0 & $b);
show('float shl', $x << 1);
$str = "3"; show('numeric string', $str * $x);
$nul = null; show('null plus', $nul + $x);
$bool = true; show('bool plus', $bool + $x);
show('cmp float lit', $a > 6.5 ? 'yes' : 'no');
$p = 0.1 + 0.2; show('0.1+0.2', $p); echo $p, "\n";
show('1e308*10', 1e308 * $b * 10);
show('int/float', 1 / 3.0);
show('sci', 1.5e3 + $a);
$i2 = 3; $j2 = 4.0; show('hyp', sqrt($i2 * $i2 + $j2 * $j2));
echo intdiv(7, 2), " ", 7 <=> 7.5, " ", -7 / 2, " ", 2 ** 0.5, "\n";
--EXPECTF--
int/int inexact: float(3.5)
int/int exact: int(4)
min/-1: float(9.223372036854776E+18)
min % -1: int(0)
int+float: float(8.5)
float*int: float(3)
overflow add: float(9.223372036854776E+18)
overflow sub: float(-9.223372036854776E+18)
overflow mul: float(1.8446744073709552E+19)
mixed cmp: bool(false)
int==float: bool(true)
int===float: bool(false)
float===float: bool(true)
float!==int: bool(true)
neg zero: float(-0)
neg zero eq: bool(true)
spaceship float: int(-1)
spaceship mixed: int(0)
nan lt: bool(false)
nan gt: bool(false)
nan eq: bool(false)
nan ne: bool(true)
nan ident: bool(false)
nan spaceship: int(1)
inf: float(NAN)
inf mul: float(NAN)
float div: float(0.375)
chain: float(11.75)
acc: float(4.500000000000001)
float incdec: float(1.5)
compound overflow: float(9.223372036854776E+18)
compound div: float(2.5)
compound div exact: int(2)
compound mul float: float(4.5)
compound sub: float(0.5)
assign: float(10.25)
DivisionByZeroError: Division by zero line 42
Division by zero
Modulo by zero
Division by zero

Deprecated: Implicit conversion from float 5.5 to int loses precision in %s on line 46
float mod: int(1)
float bitand: int(2)

Deprecated: Implicit conversion from float 1.5 to int loses precision in %s on line 48
float shl: int(2)
numeric string: float(4.5)
null plus: float(1.5)
bool plus: float(2.5)
cmp float lit: string(3) "yes"
0.1+0.2: float(0.30000000000000004)
0.3
1e308*10: float(INF)
int/float: float(0.3333333333333333)
sci: float(1507)
hyp: float(5)
3 -1 -3.5 1.4142135623731
