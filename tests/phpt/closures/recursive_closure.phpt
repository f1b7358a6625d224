--TEST--
a closure that calls itself through a by-reference use
--FILE--
<?php
$fib = function ($n) use (&$fib) {
    return $n < 2 ? $n : $fib($n - 1) + $fib($n - 2);
};
echo $fib(15), "\n";
$walk = function (array $tree, $depth = 0) use (&$walk) {
    $out = '';
    foreach ($tree as $name => $children) {
        $out .= str_repeat('  ', $depth) . $name . "\n";
        $out .= $walk($children, $depth + 1);
    }
    return $out;
};
echo $walk(['root' => ['a' => ['a1' => []], 'b' => []]]);
$memo = function ($n) use (&$memo) {
    static $cache = [];
    return $cache[$n] ??= $n <= 1 ? 1 : $n * $memo($n - 1);
};
echo $memo(10), "\n";
--EXPECT--
610
root
  a
    a1
  b
3628800
