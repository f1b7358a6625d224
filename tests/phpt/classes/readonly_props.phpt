--TEST--
Readonly properties
--FILE--
<?php
class P { public function __construct(public readonly int $x, public readonly array $list = []) {} }
$p = new P(3);
var_dump($p);
try { $p->x = 4; } catch (Error $e) { echo $e->getMessage(), "\n"; }
var_dump($p->x);
--EXPECT--
object(P)#1 (2) {
  ["x"]=>
  int(3)
  ["list"]=>
  array(0) {
  }
}
Cannot modify readonly property P::$x
int(3)
