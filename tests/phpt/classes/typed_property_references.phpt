--TEST--
A reference to a typed property keeps its type: values assigned through it are coerced or refused ('Cannot assign string to reference held by property T::$i of type int')
--FILE--
<?php
declare(strict_types=0);
class T { public int $i = 1; public ?string $s = null; public array $a = []; public float $f = 1.5; public $untyped = 1; public int|string $u = 0; }
$t = new T;
$r = &$t->i; $r = "42"; var_dump($t->i);
$x = ($r = "7"); var_dump($x);
try { $r = "abc"; } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
var_dump($t->i);
$r2 = &$t->f; $r2 = 3; var_dump($t->f);
function setIt(&$x) { $x = "not int"; }
try { setIt($t->i); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
function addOne(&$x) { $x += 1; } addOne($t->i); var_dump($t->i);
$arr = &$t->a; $arr[] = 1; var_dump($t->a);
try { $arr = "str"; } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
$s = &$t->s; $s = null; $s = 5; var_dump($t->s);
$un = &$t->untyped; $un = "anything"; var_dump($t->untyped);
$uu = &$t->u; $uu = 1.0; var_dump($t->u); $uu = "x"; var_dump($t->u);
$t->i = PHP_INT_MAX; $inc = &$t->i;
try { $inc++; } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
$t->i = PHP_INT_MIN; try { $inc--; } catch (Error $e) { echo $e->getMessage(), "\n"; }
var_dump($t->i);
$plain = 5; $pr = &$plain; $pr = "str"; var_dump($plain);
unset($r); $r = "free again"; var_dump($r);
--EXPECT--
int(42)
int(7)
Cannot assign string to reference held by property T::$i of type int
int(7)
float(3)
Cannot assign string to reference held by property T::$i of type int
int(8)
array(1) {
  [0]=>
  int(1)
}
Cannot assign string to reference held by property T::$a of type array
string(1) "5"
string(8) "anything"
int(1)
string(1) "x"
TypeError: Cannot increment a reference held by property T::$i of type int past its maximal value
Cannot decrement a reference held by property T::$i of type int past its minimal value
int(-9223372036854775808)
string(3) "str"
string(10) "free again"
