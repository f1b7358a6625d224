--TEST--
Constant expressions name an undefined class constant as written (self::X, parent::X); a class's constants and defaults are evaluated when it is first instantiated or its statics used
--FILE--
<?php
// In a constant expression PHP names an undefined class constant as written, and it
// evaluates every constant, property default and static default of a class the first
// time the class is instantiated or its static properties are used.
class D {
    const Y = self::Z;
    const W = D::Q;
    function h($a = self::Q) { return $a; }
    static function k($a = D::Q2) { return $a; }
    function m() { return self::Z; }
}
class E extends D { const T = parent::Z; }
try { echo (new D)->m(); } catch (Error $e) { echo $e->getMessage(), "\n"; }
try { echo D::Y; } catch (Error $e) { echo $e->getMessage(), "\n"; }
try { echo D::W; } catch (Error $e) { echo $e->getMessage(), "\n"; }
try { echo E::T; } catch (Error $e) { echo $e->getMessage(), "\n"; }
try { echo D::k(); } catch (Error $e) { echo $e->getMessage(), "\n"; }
class B0 { const OK = 1; }
class B1 extends B0 { function h($a = self::Q) { return $a; } function i($a = parent::Q) { return $a; } }
try { echo (new B1)->h(); } catch (Error $e) { echo $e->getMessage(), "\n"; }
try { echo (new B1)->i(); } catch (Error $e) { echo $e->getMessage(), "\n"; }
class G { public $p = self::NOPE; public static $s = G::NOPE2; }
try { new G; } catch (Error $e) { echo $e->getMessage(), "\n"; }
try { echo G::$s; } catch (Error $e) { echo $e->getMessage(), "\n"; }
class F { public static $p = parent::NOPE; }
try { echo F::$p; } catch (Error $e) { echo $e->getMessage(), "\n"; }
class Ok { const A = 1; const B = self::A + 1; public $x = self::B * 2; public static $y = [self::A, self::B]; }
$o = new Ok; echo $o->x, json_encode(Ok::$y), Ok::B, "\n";
class WithNew { public function __construct(public $v = new ArrayObject([1]), public $c = self::C) {} const C = 'c'; }
$w = new WithNew; echo count($w->v), $w->c, "\n";
--EXPECT--
Undefined constant self::Z
Undefined constant self::Z
Undefined constant D::Q
Undefined constant parent::Z
Undefined constant D::Q2
Undefined constant self::Q
Undefined constant parent::Q
Undefined constant self::NOPE
Undefined constant self::NOPE
Cannot access "parent" when current class scope has no parent
4[1,2]2
1c
