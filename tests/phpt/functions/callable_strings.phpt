--TEST--
calling functions through strings, arrays and call_user_func
--FILE--
<?php
function greet($greeting, $name) { return "$greeting, $name!"; }
$f = 'greet';
echo $f('Hi', 'Ann'), "\n";
echo call_user_func('greet', 'Hey', 'Bob'), "\n";
echo call_user_func_array('greet', ['Yo', 'Cy']), "\n";
echo call_user_func_array('greet', ['name' => 'Di', 'greeting' => 'Hello']), "\n";
class MathUtil {
    public static function double($x) { return $x * 2; }
    public function triple($x) { return $x * 3; }
}
echo call_user_func('MathUtil::double', 4), " ", call_user_func(['MathUtil', 'double'], 5), "\n";
echo call_user_func([new MathUtil, 'triple'], 3), "\n";
echo implode(",", array_map('MathUtil::double', [1, 2])), "\n";
$m = [new MathUtil, 'triple'];
echo $m(7), "\n";
$s = 'MathUtil::double';
echo $s(8), "\n";
echo ('str' . 'toupper')('dynamic'), "\n";
--EXPECT--
Hi, Ann!
Hey, Bob!
Yo, Cy!
Hello, Di!
8 10
9
2,4
21
16
DYNAMIC
