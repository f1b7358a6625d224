--TEST--
An int default of a float parameter is a float
--FILE--
<?php
function area(float $w, float $h = 2) { var_dump($h); return $w * $h; }
var_dump(area(3));
function scale(?float $f = 1, int|float $g = 3, float|string $s = 4) { var_dump($f, $g, $s); }
scale();
class P { public function __construct(public float $ratio = 1, public ?float $max = null) {} }
var_dump(new P);
class A { public float $x = 1; public ?float $y = 2; public static float $s = 5; }
var_dump((new A)->x, (new A)->y, A::$s);
--EXPECT--
float(2)
float(6)
float(1)
int(3)
float(4)
object(P)#1 (2) {
  ["ratio"]=>
  float(1)
  ["max"]=>
  NULL
}
float(1)
float(2)
float(5)
