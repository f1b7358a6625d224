--TEST--
a closure shows under its scope class in traces and debug_backtrace
--FILE--
<?php
class A {
    public function m() { $f = function () { throw new Exception("a"); }; $f(); }
    public function s() { $f = static function () { throw new Exception("b"); }; $f(); }
    public static function st() { $f = fn() => throw new Exception("c"); $f(); }
}
class B extends A {}
foreach (['m', 's'] as $meth) { try { (new B)->$meth(); } catch (Exception $e) { echo $e->getTraceAsString(), "\n"; } }
try { B::st(); } catch (Exception $e) { echo $e->getTraceAsString(), "\n"; }
$g = Closure::bind(function () { throw new Exception("d"); }, null, A::class);
try { $g(); } catch (Exception $e) { echo $e->getTraceAsString(), "\n"; }
$h = function () { throw new Exception("e"); };
try { $h(); } catch (Exception $e) { echo $e->getTraceAsString(), "\n"; }
try { array_map(function ($x) { throw new Exception("f"); }, [1]); } catch (Exception $e) { echo $e->getTraceAsString(), "\n"; }
class C { function go() { return array_map(fn($x) => debug_backtrace()[0]['function'] . '|' . (debug_backtrace()[0]['class'] ?? '-'), [1]); } }
print_r((new C)->go());
--EXPECTF--
#0 %s(3): A->{closure}()
#1 %s(8): A->m()
#2 {main}
#0 %s(4): A::{closure}()
#1 %s(8): A->s()
#2 {main}
#0 %s(5): A::{closure}()
#1 %s(9): A::st()
#2 {main}
#0 %s(11): A::{closure}()
#1 {main}
#0 %s(13): {closure}()
#1 {main}
#0 [internal function]: {closure}(1)
#1 %s(14): array_map(Object(Closure), Array)
#2 {main}
Array
(
    [0] => {closure}|C
)
