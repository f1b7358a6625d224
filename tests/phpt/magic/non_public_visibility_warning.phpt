--TEST--
A non-public magic method gets PHP's compile-time warning that it must be public
--FILE--
<?php
echo "start\n";
class Secretive {
    private function __get($n) { return "get $n"; }
    protected function __set($n, $v) {}
    private function __isset($n) { return true; }
    private function __unset($n) {}
    private function __call($m, $a) { return "call $m"; }
    private static function __callStatic($m, $a) { return "static $m"; }
    private function __invoke() { return "invoked"; }
    private function __debugInfo() { return []; }
    private function __serialize(): array { return []; }
    private function __unserialize(array $d): void {}
    private function __sleep() { return []; }
    private function __wakeup() {}
    private static function __set_state($a) { return new self; }
    private function __construct() {}
    private function __clone() {}
    private function __destruct() {}
}
trait T { private function __get($n) { return 1; } }
echo "end\n";
--EXPECTF--

Warning: The magic method Secretive::__get() must have public visibility in %s on line 4

Warning: The magic method Secretive::__set() must have public visibility in %s on line 5

Warning: The magic method Secretive::__isset() must have public visibility in %s on line 6

Warning: The magic method Secretive::__unset() must have public visibility in %s on line 7

Warning: The magic method Secretive::__call() must have public visibility in %s on line 8

Warning: The magic method Secretive::__callStatic() must have public visibility in %s on line 9

Warning: The magic method Secretive::__invoke() must have public visibility in %s on line 10

Warning: The magic method Secretive::__debugInfo() must have public visibility in %s on line 11

Warning: The magic method Secretive::__serialize() must have public visibility in %s on line 12

Warning: The magic method Secretive::__unserialize() must have public visibility in %s on line 13

Warning: The magic method Secretive::__sleep() must have public visibility in %s on line 14

Warning: The magic method Secretive::__wakeup() must have public visibility in %s on line 15

Warning: The magic method Secretive::__set_state() must have public visibility in %s on line 16

Warning: The magic method T::__get() must have public visibility in %s on line 21
start
end
