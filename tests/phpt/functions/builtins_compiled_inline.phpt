--TEST--
strlen, count, array_key_exists and the like called by name leave no trace entry of their own, as PHP compiles them to instructions
--FILE--
<?php
class C implements Countable { function count(): int { throw new Exception("in count"); } }
class S { function __toString(): string { throw new Exception("in tostring"); } }
function t($f) { try { $f(); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n", $e->getTraceAsString(), "\n"; } }
t(fn() => count(new C));
t(fn() => strlen(new S));
t(fn() => get_class("x"));
t(fn() => strval(new stdClass));
t(fn() => intval([]) . gettype(1));
t(fn() => array_key_exists(new stdClass, []));
t(fn() => \strlen([]));
t(fn() => strlen([], 1));
t(fn() => array_map('strlen', [[]]));
t(fn() => in_array(1, 5));
t(fn() => boolval(new stdClass));
t(fn() => is_int(1, 2));
--EXPECTF--
Exception: in count
#0 %s(5): C->count()
#1 %s(4): {closure}()
#2 %s(5): t(Object(Closure))
#3 {main}
Exception: in tostring
#0 %s(6): S->__toString()
#1 %s(4): {closure}()
#2 %s(6): t(Object(Closure))
#3 {main}
TypeError: get_class(): Argument #1 ($object) must be of type object, string given
#0 %s(4): {closure}()
#1 %s(7): t(Object(Closure))
#2 {main}
Error: Object of class stdClass could not be converted to string
#0 %s(4): {closure}()
#1 %s(8): t(Object(Closure))
#2 {main}
TypeError: Illegal offset type
#0 %s(4): {closure}()
#1 %s(10): t(Object(Closure))
#2 {main}
TypeError: strlen(): Argument #1 ($string) must be of type string, array given
#0 %s(4): {closure}()
#1 %s(11): t(Object(Closure))
#2 {main}
ArgumentCountError: strlen() expects exactly 1 argument, 2 given
#0 %s(12): strlen(Array, 1)
#1 %s(4): {closure}()
#2 %s(12): t(Object(Closure))
#3 {main}
TypeError: strlen(): Argument #1 ($string) must be of type string, array given
#0 [internal function]: strlen(Array)
#1 %s(13): array_map('strlen', Array)
#2 %s(4): {closure}()
#3 %s(13): t(Object(Closure))
#4 {main}
TypeError: in_array(): Argument #2 ($haystack) must be of type array, int given
#0 %s(14): in_array(1, 5)
#1 %s(4): {closure}()
#2 %s(14): t(Object(Closure))
#3 {main}
ArgumentCountError: is_int() expects exactly 1 argument, 2 given
#0 %s(16): is_int(1, 2)
#1 %s(4): {closure}()
#2 %s(16): t(Object(Closure))
#3 {main}
