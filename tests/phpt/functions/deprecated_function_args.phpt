--TEST--
utf8_encode(), utf8_decode(), strftime(): the deprecation comes before the argument checks
--FILE--
<?php
// A deprecated function says so before its arguments are checked, after named ones are placed.
foreach ([
    fn() => utf8_encode(),
    fn() => utf8_decode([]),
    fn() => utf8_encode("\xe9"),
    fn() => utf8_decode('abc', nope: 1),
    fn() => utf8_decode(string: 'abc'),
    fn() => strftime(),
] as $call) {
    try {
        var_dump($call());
    } catch (\Throwable $e) {
        echo get_class($e), ': ', $e->getMessage(), "\n";
    }
}
--EXPECTF--

Deprecated: Function utf8_encode() is deprecated in %s on line 4
ArgumentCountError: utf8_encode() expects exactly 1 argument, 0 given

Deprecated: Function utf8_decode() is deprecated in %s on line 5
TypeError: utf8_decode(): Argument #1 ($string) must be of type string, array given

Deprecated: Function utf8_encode() is deprecated in %s on line 6
string(2) "é"
Error: Unknown named parameter $nope

Deprecated: Function utf8_decode() is deprecated in %s on line 8
string(3) "abc"

Deprecated: Function strftime() is deprecated in %s on line 9
ArgumentCountError: strftime() expects at least 1 argument, 0 given
