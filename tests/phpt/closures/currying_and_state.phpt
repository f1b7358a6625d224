--TEST--
closures returning closures and keeping private state
--FILE--
<?php
function makeCounter(int $start = 0): array {
    $n = $start;
    return [
        'inc' => function () use (&$n) { return ++$n; },
        'get' => function () use (&$n) { return $n; },
        'reset' => function () use (&$n, $start) { $n = $start; },
    ];
}
$a = makeCounter();
$b = makeCounter(100);
$a['inc']();
$a['inc']();
$b['inc']();
echo $a['get'](), " ", $b['get'](), "\n";
$a['reset']();
echo $a['get'](), "\n";
$curry = fn($f) => fn($x) => fn($y) => $f($x, $y);
$pow = $curry('pow');
echo $pow(2)(10), "\n";
$partial = fn(callable $f, ...$bound) => fn(...$rest) => $f(...$bound, ...$rest);
$greet = $partial('sprintf', '%s, %s!');
echo $greet('Hello', 'world'), "\n";
--EXPECT--
2 101
0
1024
Hello, world!
