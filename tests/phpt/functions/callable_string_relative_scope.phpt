--TEST--
Callable strings naming self::, parent::, static:: or an ancestor class call with the caller's $this and late static binding class
--FILE--
<?php
class Base {
    public static function create() { return static::class; }
    public function greet($x = '') { return "Hello from " . static::class . " " . get_class($this) . $x; }
    public static function who() { return "Base::who " . static::class; }
}
class Child extends Base {
    public function greet($x = '') { return "Child greet"; }
    public static function who() { return "Child::who"; }
    public function test() {
        echo call_user_func('parent::greet'), "\n";
        echo call_user_func('parent::greet', '!'), "\n";
        echo call_user_func_array('parent::greet', ['?']), "\n";
        echo call_user_func('parent::who'), "\n";
        echo call_user_func('parent::create'), "\n";
        echo call_user_func('Base::who'), "\n";
        echo call_user_func('Base::greet'), "\n";
        echo call_user_func('self::who'), "\n";
        echo call_user_func('static::who'), "\n";
        echo call_user_func([$this, 'parent::greet']), "\n";
        echo implode(',', array_map('parent::who', [1])), "\n";
    }
    public static function stest() {
        echo call_user_func('parent::who'), "\n";
        echo call_user_func('parent::create'), "\n";
        echo call_user_func('static::who'), "\n";
    }
}
class GrandChild extends Child {}
(new Child)->test();
(new GrandChild)->test();
Child::stest();
GrandChild::stest();
--EXPECTF--
Deprecated: Use of "parent" in callables is deprecated in %s on line 11
Hello from Child Child

Deprecated: Use of "parent" in callables is deprecated in %s on line 12
Hello from Child Child!

Deprecated: Use of "parent" in callables is deprecated in %s on line 13
Hello from Child Child?

Deprecated: Use of "parent" in callables is deprecated in %s on line 14
Base::who Child

Deprecated: Use of "parent" in callables is deprecated in %s on line 15
Child
Base::who Child
Hello from Child Child

Deprecated: Use of "self" in callables is deprecated in %s on line 18
Child::who

Deprecated: Use of "static" in callables is deprecated in %s on line 19
Child::who

Deprecated: Callables of the form ["Child", "parent::greet"] are deprecated in %s on line 20
Hello from Child Child

Deprecated: Use of "parent" in callables is deprecated in %s on line 21
Base::who Child

Deprecated: Use of "parent" in callables is deprecated in %s on line 11
Hello from GrandChild GrandChild

Deprecated: Use of "parent" in callables is deprecated in %s on line 12
Hello from GrandChild GrandChild!

Deprecated: Use of "parent" in callables is deprecated in %s on line 13
Hello from GrandChild GrandChild?

Deprecated: Use of "parent" in callables is deprecated in %s on line 14
Base::who GrandChild

Deprecated: Use of "parent" in callables is deprecated in %s on line 15
GrandChild
Base::who GrandChild
Hello from GrandChild GrandChild

Deprecated: Use of "self" in callables is deprecated in %s on line 18
Child::who

Deprecated: Use of "static" in callables is deprecated in %s on line 19
Child::who

Deprecated: Callables of the form ["GrandChild", "parent::greet"] are deprecated in %s on line 20
Child greet

Deprecated: Use of "parent" in callables is deprecated in %s on line 21
Base::who GrandChild

Deprecated: Use of "parent" in callables is deprecated in %s on line 24
Base::who Child

Deprecated: Use of "parent" in callables is deprecated in %s on line 25
Child

Deprecated: Use of "static" in callables is deprecated in %s on line 26
Child::who

Deprecated: Use of "parent" in callables is deprecated in %s on line 24
Base::who GrandChild

Deprecated: Use of "parent" in callables is deprecated in %s on line 25
GrandChild

Deprecated: Use of "static" in callables is deprecated in %s on line 26
Child::who
