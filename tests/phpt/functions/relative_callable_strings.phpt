--TEST--
'self::m' callables and constant('self::X') resolve against the running method's class; utf8_encode/utf8_decode
--FILE--
<?php
class Helper {
    public static function dbl($x) { return $x * 2; }
    public function test() { return array_map('self::dbl', [1, 2]); }
    public function test2() { return call_user_func('static::dbl', 4); }
}
class Child extends Helper {
    public function test3() { return call_user_func('parent::dbl', 5); }
}
print_r((new Helper)->test());
echo (new Helper)->test2(), " ", (new Child)->test3(), "\n";
enum Status: string {
    case A = 'a';
    case B = 'b';
    public static function fromLabel(string $l): self { return constant("self::$l"); }
}
echo Status::fromLabel('B')->value, "\n";
var_dump(utf8_decode("café ü €"), utf8_decode("a\xffb"), utf8_encode("\xe9t\xe9"));
--EXPECTF--
Deprecated: Use of "self" in callables is deprecated in %s on line 4
Array
(
    [0] => 2
    [1] => 4
)

Deprecated: Use of "static" in callables is deprecated in %s on line 5
8 
Deprecated: Use of "parent" in callables is deprecated in %s on line 8
10
b

Deprecated: Function utf8_decode() is deprecated in %s on line 18

Deprecated: Function utf8_decode() is deprecated in %s on line 18

Deprecated: Function utf8_encode() is deprecated in %s on line 18
string(8) "caf� � ?"
string(3) "a?b"
string(5) "été"
