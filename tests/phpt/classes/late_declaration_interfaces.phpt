--TEST--
Classes implementing interfaces, enums and classes using traits are declared when their statement runs
--FILE--
<?php
echo "start\n";
var_dump(class_exists('Plain'), class_exists('WithInterface'), enum_exists('Suit'), class_exists('Child'));
interface I { function m(); }
class Plain {}
class WithInterface implements I { function m() {} }
enum Suit { case Hearts; }
class Child extends WithInterface {}
var_dump(class_exists('WithInterface'), enum_exists('Suit'), class_exists('Child'));
echo "before missing method\n";
class Broken implements I {}
echo "not reached\n";
--EXPECTF--
start
bool(true)
bool(false)
bool(false)
bool(false)
bool(true)
bool(true)
bool(true)
before missing method

Fatal error: Class Broken contains 1 abstract method and must therefore be declared abstract or implement the remaining methods (I::m) in %s on line 11
