--TEST--
parent in closures, constant expressions and traits of parentless classes is resolved only when used
--FILE--
<?php
trait T { public function who() { return parent::class; } }
class Top {
    const C = 1;
    public function closure() { return function () { return parent::class; }; }
}
class Base { public function hi() { return "base hi"; } }
class Child extends Base { use T; }
echo (new Child)->who(), "\n";
$f = (new Top)->closure();
try { $f(); } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
$g = Closure::bind($f, new Child, Child::class);
echo $g(), "\n";
--EXPECT--
Base
Error: Cannot use "parent" when current class scope has no parent
Base
