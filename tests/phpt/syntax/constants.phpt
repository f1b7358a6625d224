--TEST--
define, const, constant() and defined()
--FILE--
<?php
const GREETING = "hello";
const ANSWER = 6 * 7;
const LIST_OF = ['a', 'b', GREETING];
define('DYNAMIC_' . 'NAME', 3.5);
echo GREETING, " ", ANSWER, " ", LIST_OF[2], " ", DYNAMIC_NAME, "\n";
var_dump(defined('GREETING'), defined('NOPE'));
echo constant('ANSWER'), "\n";
$name = 'LIST_OF';
echo count(constant($name)), "\n";
var_dump(define('ANSWER', 1));
echo ANSWER, "\n";
class Conf { const A = 'a'; const B = self::A . 'b'; }
echo constant('Conf::B'), "\n";
try {
    echo UNDEFINED_THING;
} catch (Error $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
--EXPECTF--
hello 42 hello 3.5
bool(true)
bool(false)
42
3

Warning: Constant ANSWER already defined in %s on line 11
bool(false)
42
ab
Error: Undefined constant "UNDEFINED_THING"
