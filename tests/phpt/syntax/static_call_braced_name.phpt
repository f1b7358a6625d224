--TEST--
A::{expr}() calls the static method the expression names (also static::{...}(), $cls::{...}() and A::{...}(...))
--FILE--
<?php
class Foo {
    public static function sb($x = 1) { return "sb$x"; }
    public static function __callStatic($n, $a) { return "magic $n"; }
    public static function viaStatic() { return static::{'s' . 'b'}(5); }
}
class Bar extends Foo { public static function sb($x = 1) { return "Bar::sb$x"; } }
$part = 'b';
echo Foo::{'sb'}(2), "\n";
echo Foo::{'s' . $part}(), "\n";
echo Foo::{strrev('bs')}(3), "\n";
echo Foo::{'missing'}(), "\n";
echo Bar::viaStatic(), "\n";
$cls = 'Bar';
echo $cls::{'sb'}(7), "\n";
$f = Foo::{'sb'}(...);
echo $f(9), "\n";
--EXPECT--
sb2
sb1
sb3
magic missing
Bar::sb5
Bar::sb7
sb9
