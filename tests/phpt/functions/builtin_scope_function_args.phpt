--TEST--
compact(), extract() and func_get_args() check their argument count and types
--FILE--
<?php
// compact() and extract() check their arguments like other builtins.
function f() {
    $a = 1;
    $b = 2;
    foreach ([
        fn() => compact(),
        fn() => extract(),
        fn() => extract([], 0, 'p', 4),
        fn() => extract(['x' => 1], []),
        fn() => extract(['x' => 1], 'skip'),
        fn() => extract(['x' => 1], 1.5),
        fn() => extract(['x' => 1], EXTR_PREFIX_ALL, new stdClass),
        fn() => extract(['x' => 1], nope: 1),
        fn() => extract('abc'),
        fn() => compact('a', nope: 'b'),
    ] as $i => $call) {
        try {
            var_dump($call());
        } catch (\Throwable $e) {
            echo "$i ", get_class($e), ': ', $e->getMessage(), "\n";
        }
    }
    var_dump(compact('a', ['b']));
    var_dump(extract(['c' => 3], EXTR_SKIP), $c);
    try {
        func_get_args(1);
    } catch (\Throwable $e) {
        echo get_class($e), ': ', $e->getMessage(), "\n";
    }
}
f();
try {
    func_num_args(1);
} catch (\Throwable $e) {
    echo get_class($e), ': ', $e->getMessage(), "\n";
}
--EXPECTF--
0 ArgumentCountError: compact() expects at least 1 argument, 0 given
1 ArgumentCountError: extract() expects at least 1 argument, 0 given
2 ArgumentCountError: extract() expects at most 3 arguments, 4 given
3 TypeError: extract(): Argument #2 ($flags) must be of type int, array given
4 TypeError: extract(): Argument #2 ($flags) must be of type int, string given

Deprecated: Implicit conversion from float 1.5 to int loses precision in %s on line 12
int(1)
6 TypeError: extract(): Argument #3 ($prefix) must be of type string, stdClass given
7 Error: Unknown named parameter $nope
8 TypeError: extract(): Argument #1 ($array) must be of type array, string given
9 ArgumentCountError: compact() does not accept unknown named parameters
array(2) {
  ["a"]=>
  int(1)
  ["b"]=>
  int(2)
}
int(1)
int(3)
ArgumentCountError: func_get_args() expects exactly 0 arguments, 1 given
ArgumentCountError: func_num_args() expects exactly 0 arguments, 1 given
