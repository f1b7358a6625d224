--TEST--
too few arguments to user functions and builtins
--FILE--
<?php
function two($a, $b) { return $a + $b; }
try {
    two(1);
} catch (ArgumentCountError $e) {
    echo get_class($e), ": ", preg_replace('/ in .* on line \d+/', ' in FILE on line N', $e->getMessage()), "\n";
}
try {
    strlen();
} catch (ArgumentCountError $e) {
    echo $e->getMessage(), "\n";
}
try {
    strlen("a", "b");
} catch (ArgumentCountError $e) {
    echo $e->getMessage(), "\n";
}
echo two(1, 2, 3), "\n";
class K { public function m(int $x, $y) {} }
try {
    (new K)->m(1);
} catch (ArgumentCountError $e) {
    echo preg_replace('/ in .* on line \d+/', '', $e->getMessage()), "\n";
}
--EXPECT--
ArgumentCountError: Too few arguments to function two(), 1 passed in FILE on line N and exactly 2 expected
strlen() expects exactly 1 argument, 0 given
strlen() expects exactly 1 argument, 2 given
3
Too few arguments to function K::m(), 1 passed and exactly 2 expected
