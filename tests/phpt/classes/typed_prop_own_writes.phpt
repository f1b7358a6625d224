--TEST--
Typed properties written by their own class (any visibility, uninitialized ones placed in declaration order) and int arguments for float parameters
--FILE--
<?php
declare(strict_types=1);
class P {
    public int $a;
    protected ?string $b = null;
    private float $c;
    public readonly int $r;
    public int|string $u;
    private array $list = [];
    public function __construct(float $c, ?float $d = null) {
        $this->u = "x";
        $this->c = $c;
        $this->a = 1;
        $this->b = "s";
        $this->r = 5;
        $this->list[] = $d;
    }
    public function bad() { $this->a = "no"; }
    public function again() { $this->r = 6; }
    public function nul() { $this->b = null; $this->u = 3; }
    public function boom(float $x) { throw new Exception("t"); }
}
class Q extends P {
    private float $c = 2.5;
    public function setC(float $v) { $this->c = $v; }
}
$p = new P(3, 4);
var_dump($p);
try { $p->bad(); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
try { $p->again(); } catch (Error $e) { echo $e->getMessage(), "\n"; }
$p->nul();
print_r($p);
$q = new Q(7);
$q->setC(9);
var_dump($q);
try { $p->boom(12); } catch (Exception $e) { echo $e->getTraceAsString(), "\n"; }
unset($p->a);
try { echo $p->a; } catch (Error $e) { echo $e->getMessage(), "\n"; }
--EXPECTF--
object(P)#1 (6) {
  ["a"]=>
  int(1)
  ["b":protected]=>
  string(1) "s"
  ["c":"P":private]=>
  float(3)
  ["r"]=>
  int(5)
  ["u"]=>
  string(1) "x"
  ["list":"P":private]=>
  array(1) {
    [0]=>
    float(4)
  }
}
Cannot assign string to property P::$a of type int
Cannot modify readonly property P::$r
P Object
(
    [a] => 1
    [b:protected] => 
    [c:P:private] => 3
    [r] => 5
    [u] => 3
    [list:P:private] => Array
        (
            [0] => 4
        )

)
object(Q)#2 (7) {
  ["a"]=>
  int(1)
  ["b":protected]=>
  string(1) "s"
  ["c":"P":private]=>
  float(7)
  ["r"]=>
  int(5)
  ["u"]=>
  string(1) "x"
  ["list":"P":private]=>
  array(1) {
    [0]=>
    NULL
  }
  ["c":"Q":private]=>
  float(9)
}
#0 %s(36): P->boom(12.0)
#1 {main}
Typed property P::$a must not be accessed before initialization
