--TEST--
Increments and arithmetic assignments of properties: plain, typed (overflow, coercion), readonly, private from outside, references, magic, dynamic and undefined ones
--FILE--
<?php
class A {
    public $n = 0; public $f = 1.5; public $s = "5"; public int $t = PHP_INT_MAX - 1; public float $g = 0.0;
    private $priv = 10; public readonly int $ro;
    public function __construct() { $this->ro = 1; }
    public function bump() { $this->priv++; $this->priv += 5; $this->t++; return $this->priv; }
    public function over() { $this->t++; }
    public function ro() { $this->ro++; }
}
class M { private $data = ['x' => 1]; function __get($k) { echo "get $k\n"; return $this->data[$k]; } function __set($k, $v) { echo "set $k\n"; $this->data[$k] = $v; } }
$a = new A;
echo $a->n++, " ", ++$a->n, " ", $a->n--, " ", --$a->n, "\n";
$a->f++; $a->f += 2; $a->f *= 3; $a->g += 1; $a->g -= 0.5;
var_dump($a->f, $a->g);
$a->s++; var_dump($a->s); $a->s += 1; var_dump($a->s);
echo $a->bump(), "\n";
try { $a->over(); } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { $a->ro(); } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { $a->priv++; } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
$a->n = PHP_INT_MAX; $a->n++; var_dump($a->n);
$a->n = PHP_INT_MAX; $a->n += 1; var_dump($a->n);
$a->n = 3; $k = 4; $a->n *= $k; $a->n -= 2.5; var_dump($a->n);
$r = &$a->n; $a->n++; var_dump($r);
$m = new M; $m->x++; $m->x += 3;
$a->dyn = 1; $a->dyn++;
try { $a->t += 1.5; } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
var_dump($a->t);
$o = new stdClass; $o->c = 0; for ($i = 0; $i < 5; $i++) { $o->c += $i; $o->c++; } var_dump($o->c);
$o->undef++; var_dump($o->undef);
--EXPECTF--
0 2 2 0
float(13.5)
float(0.5)
int(6)
int(7)
16
TypeError: Cannot increment property A::$t of type int past its maximal value
Error: Cannot modify readonly property A::$ro
Error: Cannot access private property A::$priv
float(9.223372036854776E+18)
float(9.223372036854776E+18)
float(9.5)
float(10.5)
get x
set x
get x
set x

Deprecated: Creation of dynamic property A::$dyn is deprecated in %s on line 25
Cannot assign float to property A::$t of type int
int(9223372036854775807)
int(15)

Warning: Undefined property: stdClass::$undef in %s on line 29
int(1)
