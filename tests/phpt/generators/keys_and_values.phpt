--TEST--
yield $key => $value with any key type, and keys continuing after explicit ones
--FILE--
<?php
function pairs() {
    yield 'a' => 1;
    yield 'b' => 2;
    yield 10 => 'ten';
    yield 'next';
    yield 3.5 => 'float key';
    yield null => 'null key';
    yield [1] => 'array key';
}
foreach (pairs() as $k => $v) {
    echo var_export($k, true), " => ", $v, "\n";
}
function lines($text) {
    foreach (explode("\n", $text) as $i => $line) {
        yield $i + 1 => $line;
    }
}
foreach (lines("first\nsecond") as $no => $line) echo "$no: $line\n";
--EXPECT--
'a' => 1
'b' => 2
10 => ten
11 => next
3.5 => float key
NULL => null key
array (
  0 => 1,
) => array key
1: first
2: second
