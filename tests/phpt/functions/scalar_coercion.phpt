--TEST--
weak-mode coercion of scalar arguments and its TypeErrors
--FILE--
<?php
function i(int $x) { var_dump($x); }
function f(float $x) { var_dump($x); }
function s(string $x) { var_dump($x); }
function b(bool $x) { var_dump($x); }
i("42"); i(3.0); i(true); i(" 7");
f(5); f("1.5"); f("1e2");
s(12); s(1.5); s(false);
b(0); b("a"); b(0.0);
foreach (['i' => "abc", 'i ' => 1.5, 'f' => "x", 's' => [], 'b' => null] as $fn => $arg) {
    try {
        (trim($fn))($arg);
    } catch (TypeError $e) {
        echo $e->getMessage(), "\n";
    }
}
i("12abc");
--EXPECTF--
int(42)
int(3)
int(1)
int(7)
float(5)
float(1.5)
float(100)
string(2) "12"
string(3) "1.5"
string(0) ""
bool(false)
bool(true)
bool(false)
i(): Argument #1 ($x) must be of type int, string given, called in %s on line 12

Deprecated: Implicit conversion from float 1.5 to int loses precision in %s on line 2
int(1)
f(): Argument #1 ($x) must be of type float, string given, called in %s on line 12
s(): Argument #1 ($x) must be of type string, array given, called in %s on line 12
b(): Argument #1 ($x) must be of type bool, null given, called in %s on line 12

Fatal error: Uncaught TypeError: i(): Argument #1 ($x) must be of type int, string given, called in %s on line 17 and defined in %s:2
Stack trace:
#0 %s(17): i('12abc')
#1 {main}
  thrown in %s on line 2
