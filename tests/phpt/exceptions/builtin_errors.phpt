--TEST--
errors thrown by builtins: TypeError, ValueError, ArgumentCountError
--FILE--
<?php
$calls = [
    fn() => str_repeat("ab", -2),
    fn() => array_combine([1, 2], [1]),
    fn() => strpos("abc", "b", 10),
    fn() => array_chunk([1], 0),
    fn() => range(1, 2, 0),
    fn() => str_pad("x", 5, ""),
    fn() => array_fill(0, -1, 0),
    fn() => json_decode("{", false, 512, JSON_THROW_ON_ERROR),
    fn() => explode("", "abc"),
    fn() => random_int(10, 1),
];
foreach ($calls as $c) {
    try {
        var_dump($c());
    } catch (Throwable $e) {
        echo get_class($e), ": ", $e->getMessage(), "\n";
    }
}
--EXPECT--
ValueError: str_repeat(): Argument #2 ($times) must be greater than or equal to 0
ValueError: array_combine(): Argument #1 ($keys) and argument #2 ($values) must have the same number of elements
ValueError: strpos(): Argument #3 ($offset) must be contained in argument #1 ($haystack)
ValueError: array_chunk(): Argument #2 ($length) must be greater than 0
ValueError: range(): Argument #3 ($step) must not exceed the specified range
ValueError: str_pad(): Argument #3 ($pad_string) must be a non-empty string
ValueError: array_fill(): Argument #2 ($count) must be greater than or equal to 0
JsonException: Syntax error
ValueError: explode(): Argument #1 ($separator) cannot be empty
ValueError: random_int(): Argument #1 ($min) must be less than or equal to argument #2 ($max)
