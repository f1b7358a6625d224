--TEST--
forward_static_call needs a class scope, forward_static_call_array does not
--FILE--
<?php
class A { public static function test() { return static::class; } }
echo forward_static_call_array(['A', 'test'], []), "\n";
try { echo forward_static_call(['A', 'test']), "\n"; } catch (Error $e) { echo $e->getMessage(), "\n"; }
function g() { return forward_static_call(['A', 'test']); }
try { echo g(), "\n"; } catch (Error $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
A
Cannot call forward_static_call() when no class scope is active
Cannot call forward_static_call() when no class scope is active
