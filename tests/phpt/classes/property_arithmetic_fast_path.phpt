--TEST--
Arithmetic on properties of $this and of local objects: direct reads and every fallback
--FILE--
<?php
class P {
    public $a = 2;
    public $f = 1.5;
    public $s = "7";
    public $n = null;
    public int $typed;
    private $secret = 10;
    public function sum(P $o) { return $this->a + $o->a * 3 - $this->f; }
    public function secret(P $o) { return $this->secret + $o->secret; }
    public function typed() { return $this->typed + 1; }
    public function cmp(P $o) { return $this->a < $o->a; }
    public static function noThis() { return $this->a + 1; }
}
class Q extends P {
    public function peek(P $o) { return $o->a * 2 + $this->a; }
}
class M {
    public $x = 4;
    public function __get($n) { echo "__get($n)\n"; return 5; }
}
$p = new P; $o = new P; $o->a = 5;
var_dump($p->sum($o));
var_dump($p->a + $p->s, $p->a * $p->n, $p->f * 2, $p->a - $o->a);
var_dump($p->secret($o));
var_dump($p->cmp($o), $o->cmp($p));
$m = new M;
var_dump($m->x + $m->y, $m->x * 2);
$r = &$p->a; $r = 40;
var_dump($p->a + 1);
$p->a = PHP_INT_MAX;
var_dump($p->a + 1, $p->a * 2 % 7);
$q = new Q; var_dump($q->peek($o));
$o->dyn = 3; var_dump($o->dyn * $o->a);
unset($o->a); var_dump(@($o->a + 1));
try { var_dump($p->secret + 1); } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { var_dump($p->typed()); } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { var_dump(P::noThis()); } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
$p->a = "abc";
try { var_dump($p->a + 1); } catch (TypeError $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
$p->a = [1];
try { var_dump($p->a + 1); } catch (TypeError $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
$x = null;
var_dump($x->a + 1);
$x = 5;
var_dump($x->a + 1);
--EXPECTF--
float(15.5)
int(9)
int(0)
float(3)
int(-3)
int(20)
bool(true)
bool(false)
__get(y)
int(9)
int(8)
int(41)

Deprecated: Implicit conversion from float 1.8446744073709552E+19 to int loses precision in %s on line 32
float(9.223372036854776E+18)
int(0)
int(12)

Deprecated: Creation of dynamic property P::$dyn is deprecated in %s on line 34
int(15)
int(1)
Error: Cannot access private property P::$secret
Error: Typed property P::$typed must not be accessed before initialization
Error: Using $this when not in object context
TypeError: Unsupported operand types: string + int
TypeError: Unsupported operand types: array + int

Warning: Attempt to read property "a" on null in %s on line 44
int(1)

Warning: Attempt to read property "a" on int in %s on line 46
int(1)
