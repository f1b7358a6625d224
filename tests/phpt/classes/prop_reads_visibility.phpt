--TEST--
property reads through $this and local variables keep visibility, magic and warning rules
--FILE--
<?php
// Property reads through $this and local variables, with every visibility and magic case.
class Base {
    private $secret = "base-secret";
    protected $prot = "base-prot";
    public $pub = "base-pub";
    public function peek(Base $o) { return [$o->secret, $o->prot, $o->pub]; }
}
class Child extends Base {
    private $secret = "child-secret";
    public function mine() { return [$this->secret, $this->prot, $this->pub]; }
    public function other(Child $c) { return $c->secret . "/" . $c->prot; }
}
$c = new Child;
print_r($c->mine());
print_r($c->peek($c));
echo $c->other(new Child), "\n";
echo $c->pub, "\n";
try { echo $c->prot; } catch (Error $e) { echo $e->getMessage(), "\n"; }
try { echo $c->secret; } catch (Error $e) { echo $e->getMessage(), "\n"; }

class Magic {
    public $real = 1;
    private $hidden = 2;
    public function __get($n) { return "magic:$n"; }
}
$m = new Magic;
echo $m->real, " ", $m->hidden, " ", $m->missing, "\n";
$m->dyn = 5;
echo $m->dyn, "\n";
unset($m->real);
echo $m->real, "\n";

class Plain { public $a = 1; public ?int $typed; }
$p = new Plain;
echo $p->a, "\n";
echo @$p->nope, "|\n";
echo $p->nope ?? "default", "\n";
try { echo $p->typed; } catch (Error $e) { echo $e->getMessage(), "\n"; }
$p->typed = 3;
echo $p->typed, "\n";
$r = &$p->a;
$r = 10;
echo $p->a, "\n";
function f() { $o = new Plain; $o->a = [1, 2]; return $o->a[1]; }
echo f(), "\n";
$n = null;
echo $n?->a, "|\n";
$s = "str";
echo @$s->a, "|\n";
echo $s->a;
--EXPECTF--
Array
(
    [0] => child-secret
    [1] => base-prot
    [2] => base-pub
)
Array
(
    [0] => base-secret
    [1] => base-prot
    [2] => base-pub
)
child-secret/base-prot
base-pub
Cannot access protected property Child::$prot
Cannot access private property Child::$secret
1 magic:hidden magic:missing

Deprecated: Creation of dynamic property Magic::$dyn is deprecated in %s on line 29
5
magic:real
1
|
default
Typed property Plain::$typed must not be accessed before initialization
3
10
2
|
|

Warning: Attempt to read property "a" on string in %s on line 51
