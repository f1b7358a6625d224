--TEST--
infinite generators consumed lazily with limits
--FILE--
<?php
function naturals() {
    $n = 1;
    while (true) yield $n++;
}
function take(iterable $it, int $n) {
    if ($n <= 0) return;
    foreach ($it as $v) {
        yield $v;
        if (--$n <= 0) return;
    }
}
function filter(iterable $it, callable $pred) {
    foreach ($it as $k => $v) if ($pred($v)) yield $k => $v;
}
function map(iterable $it, callable $f) {
    foreach ($it as $k => $v) yield $k => $f($v);
}
$squaresOfOdds = map(filter(naturals(), fn($n) => $n % 2), fn($n) => $n * $n);
echo implode(",", iterator_to_array(take($squaresOfOdds, 6), false)), "\n";
function primes() {
    $found = [];
    for ($n = 2; ; $n++) {
        foreach ($found as $p) {
            if ($p * $p > $n) break;
            if ($n % $p == 0) continue 2;
        }
        $found[] = $n;
        yield $n;
    }
}
foreach (primes() as $i => $p) {
    if ($i >= 10) break;
    echo $p, " ";
}
echo "\n";
--EXPECT--
1,9,25,49,81,121
2 3 5 7 11 13 17 19 23 29
