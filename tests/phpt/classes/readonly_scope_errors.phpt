--TEST--
readonly properties: access errors from outside name the object's class, unset names the declaring class
--FILE--
<?php
class A { public function __construct(public readonly int $x, protected readonly int $y, private readonly int $z) {} 
  public readonly int $u;
  public function setX() { $this->x = 5; } }
class B extends A { public function setY() { $this->y = 6; } public function setZ() { $this->z = 6; } public function initU() { $this->u = 1; } }
$b = new B(1, 2, 3);
foreach (['x' => fn() => $b->x = 9, 'y' => fn() => $b->y = 9, 'z' => fn() => $b->z = 9, 'setX' => fn() => $b->setX(), 'setY' => fn() => $b->setY(), 'setZ' => fn() => $b->setZ(), 'u' => fn() => $b->u = 3, 'initU' => fn() => $b->initU(), 'unset' => function() use ($b) { unset($b->x); }, 'inc' => fn() => $b->x++, 'ref' => function() use ($b) { $r = &$b->x; }, 'arr' => fn() => $b->x[] = 1] as $k => $f) {
  try { $f(); echo "$k ok\n"; } catch (Error $e) { echo "$k: ", get_class($e), ": ", $e->getMessage(), "\n"; }
}
--EXPECTF--
x: Error: Cannot modify readonly property A::$x
y: Error: Cannot access protected property B::$y

Deprecated: Creation of dynamic property B::$z is deprecated in %s on line 7
z ok
setX: Error: Cannot modify readonly property A::$x
setY: Error: Cannot modify readonly property A::$y
setZ ok
u: Error: Cannot initialize readonly property A::$u from global scope
initU: Error: Cannot initialize readonly property A::$u from scope B
unset: Error: Cannot unset readonly property A::$x
inc: Error: Cannot modify readonly property A::$x
ref: Error: Cannot modify readonly property A::$x
arr: Error: Cannot modify readonly property A::$x
