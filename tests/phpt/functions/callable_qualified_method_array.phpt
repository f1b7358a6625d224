--TEST--
Array callables whose method names a class (self::, parent::, an ancestor) are deprecated and call that class's method
--FILE--
<?php
class P { public static function hello() { return "P::hello"; } }
class C extends P {
  public function run() {
    echo call_user_func([$this, 'self::hello']), "\n";
    echo call_user_func(['c', 'Parent::hello']), "\n";
    echo call_user_func([new C, 'P::hello']), "\n";
  }
}
(new C)->run();
--EXPECTF--
Deprecated: Callables of the form ["C", "self::hello"] are deprecated in %s on line 5
P::hello

Deprecated: Callables of the form ["C", "Parent::hello"] are deprecated in %s on line 6
P::hello

Deprecated: Callables of the form ["C", "P::hello"] are deprecated in %s on line 7
P::hello
