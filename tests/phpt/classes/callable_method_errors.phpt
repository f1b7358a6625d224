--TEST--
Invalid method callbacks name the reason (private/protected, non-static called statically); a static property read through an object is noticed
--FILE--
<?php
class A {
    public static $s = 1;
    private function hidden() {}
    protected function prot() {}
    public function inst() { return 'inst'; }
}
$a = new A;
foreach ([[$a, 'hidden'], [$a, 'prot'], 'A::inst', ['A', 'inst'], 'A::nope', [$a, 'nope']] as $cb) {
    try { call_user_func($cb); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
}
try { array_map([$a, 'hidden'], [1]); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
var_dump(is_callable([$a, 'hidden']), is_callable('A::inst'));
var_dump($a->s);
var_dump(isset($a->s), $a->s ?? 'default');
--EXPECTF--
call_user_func(): Argument #1 ($callback) must be a valid callback, cannot access private method A::hidden()
call_user_func(): Argument #1 ($callback) must be a valid callback, cannot access protected method A::prot()
call_user_func(): Argument #1 ($callback) must be a valid callback, non-static method A::inst() cannot be called statically
call_user_func(): Argument #1 ($callback) must be a valid callback, non-static method A::inst() cannot be called statically
call_user_func(): Argument #1 ($callback) must be a valid callback, class A does not have a method "nope"
call_user_func(): Argument #1 ($callback) must be a valid callback, class A does not have a method "nope"
array_map(): Argument #1 ($callback) must be a valid callback or null, cannot access private method A::hidden()
bool(false)
bool(false)

Notice: Accessing static property A::$s as non static in %s on line 14

Warning: Undefined property: A::$s in %s on line 14
NULL
bool(false)
string(7) "default"
