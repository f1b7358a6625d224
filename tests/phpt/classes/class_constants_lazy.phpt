--TEST--
Class constants referencing others, late evaluated, with visibility
--FILE--
<?php
class A { const X = self::Y * 2; const Y = 21; protected const P = "p"; public static function p() { return static::P; } }
class B extends A { const Y = 5; const Z = parent::X . "!"; }
var_dump(A::X, B::X, B::Z, B::p());
interface I { const IC = "ic"; }
class C implements I {}
var_dump(C::IC, I::IC);
class D { const A = self::B; const B = self::A; }
try { echo D::A; } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
--EXPECT--
int(42)
int(42)
string(3) "42!"
string(1) "p"
string(2) "ic"
string(2) "ic"
Error: Cannot declare self-referencing constant self::B
