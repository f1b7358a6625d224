--TEST--
builtin arguments: exact types, weak coercion, errors and traces through callbacks
--FILE--
<?php
// Builtin argument checks: exact types pass, others are coerced or rejected.
echo strlen("abc"), " ", strlen(12345), " ", strlen(1.5), " ", strlen(true), "\n";
echo str_repeat("ab", "3"), "|", str_repeat("x", 2.0), "\n";
echo substr("abcdef", "1", 2), "\n";
var_dump(abs("-5"), abs(-2.5), max("10", "9"), round("3.7"));
echo implode(",", ["a", 1, 2.5, true, null]), "\n";
$s = "hello";
$t = &$s;
echo strtoupper($t), " ", ucfirst($s), "\n";
class S { function __toString(): string { return "str!"; } }
echo strlen(new S), " ", str_pad(new S, 6, "-"), "\n";
try { strlen([]); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
try { str_repeat("x", "many"); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
try { array_sum(5); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
echo intdiv(7, 2), " ", strlen(null ?? ""), "\n";
echo strlen(null), "\n";
function thrower($x) { throw new RuntimeException("in callback $x"); }
try {
    array_map('thrower', [1, 2]);
} catch (RuntimeException $e) {
    echo $e->getMessage(), "\n", $e->getTraceAsString(), "\n";
}
try {
    call_user_func('thrower', 3);
} catch (RuntimeException $e) {
    echo $e->getTraceAsString(), "\n";
}
try {
    str_repeat("x", -1);
} catch (ValueError $e) {
    echo $e->getMessage(), "\n", $e->getTraceAsString(), "\n";
}
$arr = [3, 1, 2];
sort($arr);
echo implode(",", $arr), "\n";
echo in_array("2", $arr) ? "yes" : "no", " ", in_array("2", $arr, true) ? "yes" : "no", "\n";
var_dump(is_callable('strlen'), is_numeric("1e3"), array_key_exists(1, [1 => null]));
--EXPECTF--
3 5 3 1
ababab|xx
bc
int(5)
float(2.5)
string(2) "10"
float(4)
a,1,2.5,1,
HELLO Hello
4 str!--
strlen(): Argument #1 ($string) must be of type string, array given
str_repeat(): Argument #2 ($times) must be of type int, string given
array_sum(): Argument #1 ($array) must be of type array, int given
3 0

Deprecated: strlen(): Passing null to parameter #1 ($string) of type string is deprecated in %s on line 17
0
in callback 1
#0 [internal function]: thrower(1)
#1 %s(20): array_map('thrower', Array)
#2 {main}
#0 %s(25): thrower(3)
#1 {main}
str_repeat(): Argument #2 ($times) must be greater than or equal to 0
#0 %s(30): str_repeat('x', -1)
#1 {main}
1,2,3
yes no
bool(true)
bool(true)
bool(true)
