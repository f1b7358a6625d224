--TEST--
['self', 'm'], ['static', 'm'] and ['parent', 'm'] callables resolve through the running method's class, with PHP 8.2's deprecation and its errors outside a class
--FILE--
<?php
class P {
    public static function who() { return "P::who static=" . static::class; }
    public function inst($x) { return "inst $x on " . get_class($this); }
    public static function viaArrays() {
        echo call_user_func(['self', 'who']), "\n";
        echo call_user_func(['static', 'who']), "\n";
        echo call_user_func('self::who'), "\n";
        echo call_user_func('static::who'), "\n";
        var_dump(is_callable(['self', 'who']), is_callable(['static', 'nope']));
    }
    public function fromInstance() {
        echo call_user_func(['self', 'inst'], 1), "\n";
        echo call_user_func([$this, 'inst'], 2), "\n";
        echo implode(',', array_map(['self', 'who'], [1])), "\n";
    }
}
class C extends P {
    public static function who() { return "C::who static=" . static::class; }
    public static function viaParent() {
        echo call_user_func(['parent', 'who']), "\n";
        echo call_user_func('parent::who'), "\n";
        echo call_user_func([self::class, 'parent::who']), "\n";
    }
}
P::viaArrays();
C::viaArrays();
C::viaParent();
(new C)->fromInstance();
try { call_user_func(['self', 'who']); } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { call_user_func('self::who'); } catch (Error $e) { echo $e->getMessage(), "\n"; }
try { call_user_func(['parent', 'who']); } catch (Error $e) { echo $e->getMessage(), "\n"; }
try { call_user_func('static::who'); } catch (Error $e) { echo $e->getMessage(), "\n"; }
class A { static function t() { try { call_user_func('parent::who'); } catch (Error $e) { echo $e->getMessage(), "\n"; }
 try { call_user_func(['parent', 'who']); } catch (Error $e) { echo $e->getMessage(), "\n"; } 
 var_dump(is_callable('self::nope'), is_callable(['parent', 'x'])); } }
A::t();
var_dump(is_callable('self::nope'));
--EXPECTF--

Deprecated: Use of "self" in callables is deprecated in %s on line 6
P::who static=P

Deprecated: Use of "static" in callables is deprecated in %s on line 7
P::who static=P

Deprecated: Use of "self" in callables is deprecated in %s on line 8
P::who static=P

Deprecated: Use of "static" in callables is deprecated in %s on line 9
P::who static=P

Deprecated: Use of "self" in callables is deprecated in %s on line 10

Deprecated: Use of "static" in callables is deprecated in %s on line 10
bool(true)
bool(false)

Deprecated: Use of "self" in callables is deprecated in %s on line 6
P::who static=C

Deprecated: Use of "static" in callables is deprecated in %s on line 7
C::who static=C

Deprecated: Use of "self" in callables is deprecated in %s on line 8
P::who static=C

Deprecated: Use of "static" in callables is deprecated in %s on line 9
C::who static=C

Deprecated: Use of "self" in callables is deprecated in %s on line 10

Deprecated: Use of "static" in callables is deprecated in %s on line 10
bool(true)
bool(false)

Deprecated: Use of "parent" in callables is deprecated in %s on line 21
P::who static=C

Deprecated: Use of "parent" in callables is deprecated in %s on line 22
P::who static=C

Deprecated: Callables of the form ["C", "parent::who"] are deprecated in %s on line 23
P::who static=C

Deprecated: Use of "self" in callables is deprecated in %s on line 13
inst 1 on C
inst 2 on C

Deprecated: Use of "self" in callables is deprecated in %s on line 15
P::who static=C
TypeError: call_user_func(): Argument #1 ($callback) must be a valid callback, cannot access "self" when no class scope is active
call_user_func(): Argument #1 ($callback) must be a valid callback, cannot access "self" when no class scope is active
call_user_func(): Argument #1 ($callback) must be a valid callback, cannot access "parent" when no class scope is active
call_user_func(): Argument #1 ($callback) must be a valid callback, cannot access "static" when no class scope is active
call_user_func(): Argument #1 ($callback) must be a valid callback, cannot access "parent" when current class scope has no parent
call_user_func(): Argument #1 ($callback) must be a valid callback, cannot access "parent" when current class scope has no parent

Deprecated: Use of "self" in callables is deprecated in %s on line 36
bool(false)
bool(false)
bool(false)
