--TEST--
builtins keep their checks, coercions and trace entries at the edges of their arguments
--FILE--
<?php
function attempt(callable $f) {
    try {
        var_dump($f());
    } catch (Throwable $e) {
        echo get_class($e), ": ", $e->getMessage(), "\n", $e->getTraceAsString(), "\n";
    }
}
class Name { function __toString(): string { return "name"; } }
attempt(fn() => strlen("abc"));
attempt(fn() => strlen(12345));
attempt(fn() => strlen(1.5));
attempt(fn() => strlen(new Name));
attempt(fn() => strlen([]));
attempt(fn() => strpos("hello", "l", 2));
attempt(fn() => strpos("hello", "l", -2));
attempt(fn() => strpos("hello", "l", 6));
attempt(fn() => strpos("hello", "l", -6));
attempt(fn() => stripos("HeLLo", "l", 5));
attempt(fn() => str_repeat("ab", 3));
attempt(fn() => str_repeat("ab", -1));
attempt(fn() => str_repeat("ab", "2"));
attempt(fn() => explode(",", "a,b,,c"));
attempt(fn() => explode("", "abc"));
attempt(fn() => explode(",", "a,b,c", -1));
attempt(fn() => implode(",", [1, 2.5, true, null, "x"]));
attempt(fn() => implode(",", [1, [2], 3]));
attempt(fn() => implode(",", [new Name, "b"]));
attempt(fn() => implode([1, 2], ","));
attempt(fn() => array_key_exists(1, [1 => null]));
attempt(fn() => array_key_exists("1", [1 => null]));
attempt(fn() => array_key_exists(1.5, [1 => null]));
attempt(fn() => array_key_exists(null, ["" => 1]));
attempt(fn() => array_key_exists([], []));
attempt(fn() => count([1, [2, 3]]));
attempt(fn() => count([1, [2, 3]], COUNT_RECURSIVE));
attempt(fn() => count("abc"));
attempt(fn() => substr("hello", 1, null));
attempt(fn() => substr("hello", "1"));
attempt(fn() => substr("hello", "x"));
attempt(fn() => round(2.5));
attempt(fn() => round(1234.5678, -2));
attempt(fn() => round("3.7"));
attempt(fn() => abs(-5));
attempt(fn() => abs("-5.5"));
attempt(fn() => floor(null));
attempt(fn() => sqrt(16));
attempt(fn() => chr(321));
attempt(fn() => ord(""));
attempt(fn() => is_numeric(new Name));
attempt(fn() => gettype(new Name));
attempt(fn() => array_slice([1, 2, 3, 4], 1, 2, true));
attempt(fn() => array_merge([1], ["a" => 2], [3]));
attempt(fn() => array_merge([1], "x"));
attempt(fn() => array_reverse(["a" => 1, 2, 3], true));
attempt(fn() => trim("  x  "));
attempt(fn() => strtoupper("abc"));
attempt(fn() => function_exists("strlen"));
--EXPECTF--
int(3)
int(5)
int(3)
int(4)
TypeError: strlen(): Argument #1 ($string) must be of type string, array given
#0 %s(4): {closure}()
#1 %s(14): attempt(Object(Closure))
#2 {main}
int(2)
int(3)
ValueError: strpos(): Argument #3 ($offset) must be contained in argument #1 ($haystack)
#0 %s(17): strpos('hello', 'l', 6)
#1 %s(4): {closure}()
#2 %s(17): attempt(Object(Closure))
#3 {main}
ValueError: strpos(): Argument #3 ($offset) must be contained in argument #1 ($haystack)
#0 %s(18): strpos('hello', 'l', -6)
#1 %s(4): {closure}()
#2 %s(18): attempt(Object(Closure))
#3 {main}
bool(false)
string(6) "ababab"
ValueError: str_repeat(): Argument #2 ($times) must be greater than or equal to 0
#0 %s(21): str_repeat('ab', -1)
#1 %s(4): {closure}()
#2 %s(21): attempt(Object(Closure))
#3 {main}
string(4) "abab"
array(4) {
  [0]=>
  string(1) "a"
  [1]=>
  string(1) "b"
  [2]=>
  string(0) ""
  [3]=>
  string(1) "c"
}
ValueError: explode(): Argument #1 ($separator) cannot be empty
#0 %s(24): explode('', 'abc')
#1 %s(4): {closure}()
#2 %s(24): attempt(Object(Closure))
#3 {main}
array(2) {
  [0]=>
  string(1) "a"
  [1]=>
  string(1) "b"
}
string(10) "1,2.5,1,,x"

Warning: Array to string conversion in %s on line 27
string(9) "1,Array,3"
string(6) "name,b"
TypeError: implode(): Argument #2 ($array) must be of type ?array, string given
#0 %s(29): implode(Array, ',')
#1 %s(4): {closure}()
#2 %s(29): attempt(Object(Closure))
#3 {main}
bool(true)
bool(true)

Deprecated: Implicit conversion from float 1.5 to int loses precision in %s on line 32
bool(true)
bool(true)
TypeError: Illegal offset type
#0 %s(4): {closure}()
#1 %s(34): attempt(Object(Closure))
#2 {main}
int(2)
int(4)
TypeError: count(): Argument #1 ($value) must be of type Countable|array, string given
#0 %s(4): {closure}()
#1 %s(37): attempt(Object(Closure))
#2 {main}
string(4) "ello"
string(4) "ello"
TypeError: substr(): Argument #2 ($offset) must be of type int, string given
#0 %s(40): substr('hello', 'x')
#1 %s(4): {closure}()
#2 %s(40): attempt(Object(Closure))
#3 {main}
float(3)
float(1200)
float(4)
int(5)
float(5.5)

Deprecated: floor(): Passing null to parameter #1 ($num) of type int|float is deprecated in %s on line 46
float(0)
float(4)
string(1) "A"
int(0)
bool(false)
string(6) "object"
array(2) {
  [1]=>
  int(2)
  [2]=>
  int(3)
}
array(3) {
  [0]=>
  int(1)
  ["a"]=>
  int(2)
  [1]=>
  int(3)
}
TypeError: array_merge(): Argument #2 must be of type array, string given
#0 %s(54): array_merge(Array, 'x')
#1 %s(4): {closure}()
#2 %s(54): attempt(Object(Closure))
#3 {main}
array(3) {
  [1]=>
  int(3)
  [0]=>
  int(2)
  ["a"]=>
  int(1)
}
string(1) "x"
string(3) "ABC"
bool(true)
