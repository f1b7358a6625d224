--TEST--
UnhandledMatchError shows floats with a fraction part and strings escaped, as PHP formats scalars
--FILE--
<?php
$values = [-1.0, 2.0, 1.5, 0.1 + 0.2, 1e100, -0.0, 1 / 3, NAN, "a\nb", "tab\there", "\x01\xff", "back\\slash", "it's \"q\"", "a very long string value", 7, true, null, [1], new ArrayObject([])];
foreach ($values as $v) {
    try { echo match ($v) { 'never' => 1 }; } catch (\UnhandledMatchError $e) { echo $e->getMessage(), "\n"; }
}
--EXPECT--
Unhandled match case -1.0
Unhandled match case 2.0
Unhandled match case 1.5
Unhandled match case 0.3
Unhandled match case 1.0E+100
Unhandled match case -0.0
Unhandled match case 0.33333333333333
Unhandled match case NAN
Unhandled match case 'a\nb'
Unhandled match case 'tab\there'
Unhandled match case '\x01\xFF'
Unhandled match case 'back\\slash'
Unhandled match case 'it's "q"'
Unhandled match case 'a very long str...'
Unhandled match case 7
Unhandled match case true
Unhandled match case NULL
Unhandled match case of type array
Unhandled match case of type ArrayObject
