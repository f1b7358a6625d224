--TEST--
Static calls through self::, static::, parent:: and class names resolve per called class each time a call site runs; static and nullable return types are checked
--FILE--
<?php
class Base {
    public static $log = [];
    public static function create(): static { return new static(); }
    public static function make() { return static::create(); }
    public static function who() { return static::class; }
    public static function viaSelf() { return self::who(); }
    private static function secret() { return "secret of " . static::class; }
    public static function callSecret() { return self::secret(); }
    public function name(): ?string { return static::class === 'Base' ? null : static::class; }
}
class Child extends Base {}
class Grand extends Child {
    public static function who() { return "grand:" . parent::who(); }
}
trait Counter {
    private static int $n = 0;
    public static function bump(): int { return ++self::$n; }
    public static function twice(): int { self::bump(); return self::bump(); }
}
class A { use Counter; }
class B { use Counter; }
foreach (['Base', 'Child', 'Grand', 'Child', 'Base'] as $c) {
    echo get_class($c::make()), " ", $c::viaSelf(), " ", $c::callSecret(), "\n";
    var_dump((new $c)->name());
}
for ($i = 0; $i < 3; $i++) {
    echo A::twice(), " ", B::twice(), " ", A::bump(), "\n";
}
class Bad {
    public static function one(): static { return new Base(); }
    public static function num(): ?int { return "12"; }
    public static function str(): ?int { return "x"; }
}
class BadChild extends Bad {}
var_dump(Bad::num());
try { BadChild::one(); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
try { Bad::str(); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
for ($i = 0; $i < 2; $i++) {
    try { echo Base::secret(), "\n"; } catch (Error $e) { echo $e->getMessage(), "\n"; }
}
echo implode(",", array_map('Base::who', [1])), " ", call_user_func(['Grand', 'who']), "\n";
--EXPECT--
Base Base secret of Base
NULL
Child Child secret of Child
string(5) "Child"
Grand Grand secret of Grand
string(5) "Grand"
Child Child secret of Child
string(5) "Child"
Base Base secret of Base
NULL
2 2 3
5 4 6
8 6 9
int(12)
Bad::one(): Return value must be of type BadChild, Base returned
Bad::str(): Return value must be of type ?int, string returned
Call to private method Base::secret() from global scope
Call to private method Base::secret() from global scope
Base grand:Grand
