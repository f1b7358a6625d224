--TEST--
errors thrown by standard functions on bad arguments
--FILE--
<?php
foreach ([fn() => str_repeat("x", -1), fn() => array_combine([1], [1, 2]), fn() => array_chunk([1], 0), fn() => range(1, 2, 0), fn() => json_decode("{", false, 512, JSON_THROW_ON_ERROR), fn() => intdiv(1, 0), fn() => 1 % 0, fn() => array_fill(0, -1, 1), fn() => str_pad("x", 5, ""), fn() => explode("", "abc"), fn() => random_int(5, 1), fn() => strlen(), fn() => strlen([]), fn() => array_map('nope', [1])] as $f) {
    try { var_dump($f()); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
}
echo intdiv(PHP_INT_MIN, -1);
--EXPECTF--
ValueError: str_repeat(): Argument #2 ($times) must be greater than or equal to 0
ValueError: array_combine(): Argument #1 ($keys) and argument #2 ($values) must have the same number of elements
ValueError: array_chunk(): Argument #2 ($length) must be greater than 0
ValueError: range(): Argument #3 ($step) must not exceed the specified range
JsonException: Syntax error
DivisionByZeroError: Division by zero
DivisionByZeroError: Modulo by zero
ValueError: array_fill(): Argument #2 ($count) must be greater than or equal to 0
ValueError: str_pad(): Argument #3 ($pad_string) must be a non-empty string
ValueError: explode(): Argument #1 ($separator) cannot be empty
ValueError: random_int(): Argument #1 ($min) must be less than or equal to argument #2 ($max)
ArgumentCountError: strlen() expects exactly 1 argument, 0 given
TypeError: strlen(): Argument #1 ($string) must be of type string, array given
TypeError: array_map(): Argument #1 ($callback) must be a valid callback or null, function "nope" not found or invalid function name

Fatal error: Uncaught ArithmeticError: Division of PHP_INT_MIN by -1 is not an integer in %s:5
Stack trace:
#0 %s(5): intdiv(-9223372036854775808, -1)
#1 {main}
  thrown in %s on line 5
