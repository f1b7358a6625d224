--TEST--
forward_static_call and forward_static_call_array keep the late static binding class
--FILE--
<?php
class A {
    public static function test($x = 0, $y = 0) { return static::class . " $x $y"; }
    public static function who() { return forward_static_call([static::class, 'test'], 1); }
}
class B extends A {
    public static function run() { return forward_static_call(['A', 'test'], 5, 6); }
    public static function run2() { return forward_static_call_array(['A', 'test'], [7, 8]); }
    public static function run3() { return forward_static_call_array('A::test', ['y' => 2]); }
    public static function run4() { return call_user_func(['A', 'test']); }
    public static function run5() { return forward_static_call(fn() => static::class); }
    public static function run6() { return forward_static_call('strtoupper', 'abc'); }
}
echo B::run(), "\n", B::run2(), "\n", B::run3(), "\n", B::run4(), "\n", B::run5(), "\n", B::run6(), "\n", B::who(), "\n";
class C { public static function go() { return forward_static_call(['B', 'test']); } }
echo C::go(), "\n";
try { forward_static_call(['A', 'test']); } catch (Error $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
B 5 6
B 7 8
B 2 0
A 0 0
B
ABC
B 1 0
B 0 0
Cannot call forward_static_call() when no class scope is active
