--TEST--
A two-element array callback without indices 0 and 1 is reported as such
--FILE--
<?php
foreach ([[1 => 'a', 2 => 'b'], ['x' => 'a', 'y' => 'b'], [1, 2, 3], []] as $cb) {
    try { array_map($cb, [1]); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
    try { call_user_func($cb); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
}
--EXPECT--
array_map(): Argument #1 ($callback) must be a valid callback or null, array callback has to contain indices 0 and 1
call_user_func(): Argument #1 ($callback) must be a valid callback, array callback has to contain indices 0 and 1
array_map(): Argument #1 ($callback) must be a valid callback or null, array callback has to contain indices 0 and 1
call_user_func(): Argument #1 ($callback) must be a valid callback, array callback has to contain indices 0 and 1
array_map(): Argument #1 ($callback) must be a valid callback or null, array callback must have exactly two members
call_user_func(): Argument #1 ($callback) must be a valid callback, array callback must have exactly two members
array_map(): Argument #1 ($callback) must be a valid callback or null, array callback must have exactly two members
call_user_func(): Argument #1 ($callback) must be a valid callback, array callback must have exactly two members
