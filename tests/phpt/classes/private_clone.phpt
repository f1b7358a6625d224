--TEST--
clone checks the visibility of __clone
--FILE--
<?php
class Singleton {
    private static ?Singleton $inst = null;
    private function __construct() { echo "made\n"; }
    public static function get(): self { return self::$inst ??= new self(); }
    private function __clone() {}
    public function copy() { return clone $this; }
}
class Base { protected function __clone() { echo "cloned\n"; } }
class Sub extends Base { public function dup() { return clone $this; } }
$s = Singleton::get();
try { clone $s; } catch (Error $e) { echo $e->getMessage(), "\n"; }
var_dump($s->copy() !== $s);
try { clone new Sub; } catch (Error $e) { echo $e->getMessage(), "\n"; }
(new Sub)->dup();
function f() { return clone Singleton::get(); }
try { f(); } catch (Error $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
made
Call to private Singleton::__clone() from global scope
bool(true)
Call to protected Base::__clone() from global scope
cloned
Call to private Singleton::__clone() from global scope
