--TEST--
__CLASS__ in a closure names the class it is written in, wherever it is bound (a trait's closure: the scope it runs in)
--FILE--
<?php
namespace N;
class A {
    function get() { return function () { return __CLASS__ . "|" . static::class; }; }
    static function nested() { return fn() => fn() => __CLASS__; }
}
class B {}
trait T { function t() { return function () { return __CLASS__; }; } }
class C { use T; }
enum E { case X; function f() { return fn() => __CLASS__; } }
$c = (new A)->get();
echo $c(), "\n";
echo \Closure::bind($c, new B, B::class)(), "\n";
echo A::nested()()(), "\n";
$d = function () { return "[" . __CLASS__ . "]" . static::class; };
echo \Closure::bind($d, new B, B::class)(), "\n";
echo (new C)->t()(), " ", \Closure::bind((new C)->t(), new B, B::class)(), "\n";
echo E::X->f()(), "\n";
$anon = new class { function g() { return fn() => __CLASS__; } };
echo str_starts_with($anon->g()(), "class@anonymous") ? "anonymous" : "named", "\n";
function plain() { return __CLASS__; }
echo "[", plain(), "]\n";
--EXPECT--
N\A|N\A
N\A|N\B
N\A
[]N\B
N\C N\B
N\E
anonymous
[]
