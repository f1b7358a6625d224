--TEST--
Static properties shared with subclasses unless redeclared
--FILE--
<?php
class A { public static $n = 0; public static $own = "a"; static function inc() { static::$n++; } }
class B extends A { public static $own = "b"; }
A::inc(); B::inc(); B::$n += 10;
var_dump(A::$n, B::$n, A::$own, B::$own);
$r = &B::$own; $r = "changed"; var_dump(B::$own, A::$own);
--EXPECT--
int(12)
int(12)
string(1) "a"
string(1) "b"
string(7) "changed"
string(1) "a"
