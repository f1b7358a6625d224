--TEST--
A numeric string outside the int range is not coerced to an int parameter or property (TypeError), as in PHP
--FILE--
<?php
function f(int $x) { var_dump($x); }
foreach (["92233720368547758075", "9223372036854775807", "9223372036854775808", "1e19", "-9223372036854775809", 1e19, "1e2", " 12", "12 "] as $v) { try { f($v); } catch (TypeError $e) { echo $e->getMessage(), "\n"; } }
class P { public int $i = 0; }
$p = new P; foreach (["92233720368547758075", "1e19", 1e19, "5.0"] as $v) { try { $p->i = $v; var_dump($p->i); } catch (TypeError $e) { echo $e->getMessage(), "\n"; } }
var_dump((int)"92233720368547758075", intval("1e19"), (int)1e19);
--EXPECTF--
f(): Argument #1 ($x) must be of type int, string given, called in %s on line 3
int(9223372036854775807)
f(): Argument #1 ($x) must be of type int, string given, called in %s on line 3
f(): Argument #1 ($x) must be of type int, string given, called in %s on line 3
int(-9223372036854775808)
f(): Argument #1 ($x) must be of type int, float given, called in %s on line 3
int(100)
int(12)
int(12)
Cannot assign string to property P::$i of type int
Cannot assign string to property P::$i of type int
Cannot assign float to property P::$i of type int
int(5)
int(9223372036854775807)
int(9223372036854775807)
int(-8446744073709551616)
