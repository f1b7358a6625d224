--TEST--
mt_rand() and rand() take both bounds or none; a skipped parameter whose default is not known must be passed
--FILE--
<?php
// mt_rand() and rand() take both bounds or none.
foreach (['mt_rand', 'rand'] as $f) {
    foreach ([[5], [null], [1, 2, 3], ['x']] as $args) {
        try {
            var_dump($f(...$args));
        } catch (\Throwable $e) {
            echo get_class($e), ': ', $e->getMessage(), "\n";
        }
    }
}
try {
    mt_rand(max: 5);
} catch (\Throwable $e) {
    echo get_class($e), ': ', $e->getMessage(), "\n";
}
try {
    var_dump(array_keys([1, 2, 1], strict: true));
} catch (\Throwable $e) {
    echo get_class($e), ': ', $e->getMessage(), "\n";
}
var_dump(mt_rand(3, 3), rand(4, 4), is_int(mt_rand()));
--EXPECT--
ArgumentCountError: mt_rand() expects exactly 2 arguments, 1 given
ArgumentCountError: mt_rand() expects exactly 2 arguments, 1 given
ArgumentCountError: mt_rand() expects exactly 2 arguments, 3 given
ArgumentCountError: mt_rand() expects exactly 2 arguments, 1 given
ArgumentCountError: rand() expects exactly 2 arguments, 1 given
ArgumentCountError: rand() expects exactly 2 arguments, 1 given
ArgumentCountError: rand() expects exactly 2 arguments, 3 given
ArgumentCountError: rand() expects exactly 2 arguments, 1 given
ArgumentCountError: mt_rand(): Argument #1 ($min) must be passed explicitly, because the default value is not known
ArgumentCountError: array_keys(): Argument #2 ($filter_value) must be passed explicitly, because the default value is not known
int(3)
int(4)
bool(true)
