--TEST--
Enum cases cannot get dynamic properties: writes are errors, their own properties are readonly
--FILE--
<?php
enum E { case A; }
$a = E::A;
try { $a->foo = 1; } catch (Error $e) { echo $e->getMessage(), "\n"; }
try { $a->bar[] = 1; } catch (Error $e) { echo $e->getMessage(), "\n"; }
try { $a->name = 'x'; } catch (Error $e) { echo $e->getMessage(), "\n"; }
try { unset($a->name); } catch (Error $e) { echo $e->getMessage(), "\n"; }
try { $a->name .= 'x'; } catch (Error $e) { echo $e->getMessage(), "\n"; }
try { $r = &$a->name; } catch (Error $e) { echo $e->getMessage(), "\n"; }
try { echo $a->nope; } catch (Error $e) { echo $e->getMessage(), "\n"; }
var_dump(isset($a->name), isset($a->nope));
var_dump($a);
readonly class P { public function __construct(public int $x) {} }
$p = new P(1);
try { $p->y = 1; } catch (Error $e) { echo $e->getMessage(), "\n"; }
try { $p->x = 2; } catch (Error $e) { echo $e->getMessage(), "\n"; }
--EXPECTF--
Cannot create dynamic property E::$foo
Cannot create dynamic property E::$bar
Cannot modify readonly property E::$name
Cannot unset readonly property E::$name
Cannot modify readonly property E::$name
Cannot modify readonly property E::$name

Warning: Undefined property: E::$nope in %s on line 10
bool(true)
bool(false)
enum(E::A)
Cannot create dynamic property P::$y
Cannot modify readonly property P::$x
