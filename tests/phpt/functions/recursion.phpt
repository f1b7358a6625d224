--TEST--
recursive and mutually recursive functions
--FILE--
<?php
function fact(int $n): int { return $n <= 1 ? 1 : $n * fact($n - 1); }
function ack($m, $n) {
    if ($m == 0) return $n + 1;
    if ($n == 0) return ack($m - 1, 1);
    return ack($m - 1, ack($m, $n - 1));
}
function isEven($n) { return $n == 0 ? true : isOdd($n - 1); }
function isOdd($n) { return $n == 0 ? false : isEven($n - 1); }
function hanoi($n, $from, $to, $via, &$moves) {
    if ($n == 0) return;
    hanoi($n - 1, $from, $via, $to, $moves);
    $moves[] = "$from>$to";
    hanoi($n - 1, $via, $to, $from, $moves);
}
echo fact(20), " ", ack(2, 3), " ", var_export(isEven(10), true), " ", var_export(isOdd(7), true), "\n";
$moves = [];
hanoi(3, 'A', 'C', 'B', $moves);
echo count($moves), ": ", implode(" ", $moves), "\n";
function flatten(array $a): array {
    $out = [];
    foreach ($a as $v) {
        $out = is_array($v) ? array_merge($out, flatten($v)) : [...$out, $v];
    }
    return $out;
}
echo implode(",", flatten([1, [2, [3, [4]], 5], [[6]]])), "\n";
--EXPECT--
2432902008176640000 9 true true
7: A>C A>B C>B A>C B>A B>C A>C
1,2,3,4,5,6
