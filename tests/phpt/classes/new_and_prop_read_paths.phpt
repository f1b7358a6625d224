--TEST--
new with constructors of each visibility and argument shape, and property reads of references, unset and dynamic properties
--FILE--
<?php
class P {
    public $x = 1; public $y = 2;
    public function __construct($x, $y) { $this->x = $x; $this->y = $y; }
}
class Priv {
    private function __construct() { echo "made\n"; }
    public static function make() { return new Priv(); }
}
class ByRef {
    public $v;
    public function __construct(&$a) { $a++; $this->v = &$a; }
}
class Thrower {
    public function __construct(int $n) { throw new Exception("no $n"); }
}
class Child extends P {
    public function __construct() { parent::__construct(7, 8); }
}
#[AllowDynamicProperties]
class Dyn { public $a = 1; }

$p = new P(3, 4);
echo $p->x, $p->y, "\n";
$n = 5;
$r = new ByRef($n);
echo $r->v, " ", $n, "\n";
$n = 10;
echo $r->v, "\n";
Priv::make();
try { new Priv(); } catch (Error $e) { echo $e->getMessage(), "\n"; }
try { new Thrower(3); } catch (Exception $e) { echo $e->getMessage(), " line ", $e->getTrace()[0]['line'], " ", $e->getTrace()[0]['function'], "\n"; }
try { new Thrower("x"); } catch (TypeError $e) { echo $e->getMessage() === "" ? "" : "TypeError\n"; }
$c = new Child();
echo $c->x, $c->y, "\n";
$q = new P(1, 2);
$ref = &$q->y;
$ref = 99;
for ($i = 0; $i < 3; $i++) { echo $q->y + $i, " "; }
echo "\n";
unset($q->x);
echo @$q->x === null ? "unset\n" : "set\n";
$q->x = 5;
echo $q->x, "\n";
var_dump($q);
$d = new Dyn();
$d->b = 2;
for ($i = 0; $i < 2; $i++) { echo $d->a, $d->b, "\n"; }
$objs = [new P(1, 2), new Dyn(), new P(3, 4)];
foreach ($objs as $o) { echo $o->a ?? $o->x, "\n"; }
--EXPECT--
34
6 6
10
made
Call to private Priv::__construct() from global scope
no 3 line 32 __construct
TypeError
78
99 100 101 
unset
5
object(P)#4 (2) {
  ["x"]=>
  int(5)
  ["y"]=>
  &int(99)
}
12
12
1
1
3
