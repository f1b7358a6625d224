--TEST--
match is strict, supports several conditions and throws when unmatched
--FILE--
<?php
function describe($v) {
    return match ($v) {
        0, 1 => "bit",
        "0" => "string zero",
        2, 3, 4 => "small",
        default => "other",
    };
}
foreach ([0, 1, "0", "1", 3, 4.0, null] as $v) {
    echo var_export($v, true), " => ", describe($v), "\n";
}
$age = 34;
echo match (true) {
    $age < 18 => "minor",
    $age < 65 => "adult",
    default => "senior",
}, "\n";
foreach ([5, "foo", 1.5, null, [1], new stdClass, true] as $v) {
    try {
        echo match ($v) { 1 => "x" };
    } catch (\UnhandledMatchError $e) {
        echo get_class($e), ": ", $e->getMessage(), "\n";
    }
}
$calls = 0;
$r = match (2) {
    (function () use (&$calls) { $calls++; return 1; })() => "first",
    (function () use (&$calls) { $calls++; return 2; })() => "second",
    (function () use (&$calls) { $calls++; return 3; })() => "third",
};
echo "$r after $calls calls\n";
--EXPECT--
0 => bit
1 => bit
'0' => string zero
'1' => other
3 => small
4.0 => other
NULL => other
adult
UnhandledMatchError: Unhandled match case 5
UnhandledMatchError: Unhandled match case 'foo'
UnhandledMatchError: Unhandled match case 1.5
UnhandledMatchError: Unhandled match case NULL
UnhandledMatchError: Unhandled match case of type array
UnhandledMatchError: Unhandled match case of type stdClass
UnhandledMatchError: Unhandled match case true
second after 2 calls
