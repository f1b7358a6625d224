--TEST--
array_udiff() and friends: at least the arrays and callbacks, and callbacks that can be called
--FILE--
<?php
// The user-callback set functions need their arrays and their callbacks.
$cmp = fn($a, $b) => $a <=> $b;
foreach ([[], [[1]], [[1], [2]], [null, $cmp], [[1, 2], [2], $cmp]] as $args) {
    foreach (['array_udiff', 'array_uintersect', 'array_diff_ukey', 'array_udiff_uassoc'] as $f) {
        try {
            echo json_encode($f(...$args)), "\n";
        } catch (\Throwable $e) {
            echo get_class($e), ': ', $e->getMessage(), "\n";
        }
    }
}
--EXPECT--
ArgumentCountError: array_udiff() expects at least 2 arguments, 0 given
ArgumentCountError: array_uintersect() expects at least 2 arguments, 0 given
ArgumentCountError: array_diff_ukey() expects at least 2 arguments, 0 given
ArgumentCountError: array_udiff_uassoc() expects at least 3 arguments, 0 given
ArgumentCountError: array_udiff() expects at least 2 arguments, 1 given
ArgumentCountError: array_uintersect() expects at least 2 arguments, 1 given
ArgumentCountError: array_diff_ukey() expects at least 2 arguments, 1 given
ArgumentCountError: array_udiff_uassoc() expects at least 3 arguments, 1 given
TypeError: array_udiff(): Argument #2 must be a valid callback, array callback must have exactly two members
TypeError: array_uintersect(): Argument #2 must be a valid callback, array callback must have exactly two members
TypeError: array_diff_ukey(): Argument #2 must be a valid callback, array callback must have exactly two members
ArgumentCountError: array_udiff_uassoc() expects at least 3 arguments, 2 given
TypeError: array_udiff(): Argument #1 ($array) must be of type array, null given
TypeError: array_uintersect(): Argument #1 ($array) must be of type array, null given
TypeError: array_diff_ukey(): Argument #1 ($array) must be of type array, null given
ArgumentCountError: array_udiff_uassoc() expects at least 3 arguments, 2 given
[1]
{"1":2}
{"1":2}
TypeError: array_udiff_uassoc(): Argument #2 must be a valid callback, array callback must have exactly two members
