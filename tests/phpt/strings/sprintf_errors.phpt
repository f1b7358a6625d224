--TEST--
sprintf family errors
--FILE--
<?php
$tests = [
    fn() => sprintf("%s %s", "a"),
    fn() => sprintf("%y", "a"),
    fn() => sprintf("abc%", "a"),
    fn() => sprintf("%0\$s", "a"),
    fn() => sprintf("%3\$s", "a"),
    fn() => vsprintf("%s %s", ["a"]),
    fn() => sprintf("%'", 1),
    fn() => sprintf("%*d", "x", 1),
];
foreach ($tests as $t) {
    try {
        var_dump($t());
    } catch (Throwable $e) {
        echo get_class($e), ": ", $e->getMessage(), "\n";
    }
}
--EXPECT--
ArgumentCountError: 3 arguments are required, 2 given
ValueError: Unknown format specifier "y"
ValueError: Missing format specifier at end of string
ValueError: Argument number specifier must be greater than zero and less than 2147483647
ArgumentCountError: 4 arguments are required, 2 given
ValueError: The arguments array must contain 2 items, 1 given
ValueError: Missing padding character
ValueError: Width must be an integer
