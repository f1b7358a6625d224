--TEST--
array_shift/array_pop used as queue and stack in loops: keys renumbered, next key and internal pointer as PHP leaves them, by-ref args shown in traces
--FILE--
<?php
$q = range(1, 2000);
$sum = 0;
while ($q) { $sum += array_shift($q); }
echo $sum, "\n";
$st = range(1, 2000);
$sum = 0;
while (($v = array_pop($st)) !== null) { $sum += $v; }
echo $sum, "\n";
$a = [10, 20, 30];
next($a);
var_dump(array_shift($a), current($a), $a);
$a[] = 'appended';
print_r($a);
$h = ['x' => 1, 5 => 'five', 9 => 'nine'];
array_shift($h);
$h[] = 'next';
print_r($h);
$r = [1, 2];
$ref = &$r[1];
array_shift($r);
$ref = 'via ref';
print_r($r);
$one = ['only'];
array_shift($one);
$one[] = 'fresh';
print_r($one);
function graph_bfs(array $adj, $start) {
    $seen = [$start => true];
    $queue = [$start];
    $order = [];
    while ($queue) {
        $n = array_shift($queue);
        $order[] = $n;
        foreach ($adj[$n] ?? [] as $m) {
            if (!isset($seen[$m])) { $seen[$m] = true; array_push($queue, $m); }
        }
    }
    return $order;
}
echo implode(' ', graph_bfs(['a' => ['b', 'c'], 'b' => ['d'], 'c' => ['d', 'e'], 'e' => ['a']], 'a')), "\n";
$data = [3, 1, 2];
try {
    usort($data, function ($x, $y) { throw new RuntimeException("cmp"); });
} catch (RuntimeException $e) {
    echo $e->getTraceAsString(), "\n";
}
--EXPECTF--
2001000
2001000
int(10)
int(20)
array(2) {
  [0]=>
  int(20)
  [1]=>
  int(30)
}
Array
(
    [0] => 20
    [1] => 30
    [2] => appended
)
Array
(
    [0] => five
    [1] => nine
    [2] => next
)
Array
(
    [0] => via ref
)
Array
(
    [0] => fresh
)
a b c d e
#0 [internal function]: {closure}(3, 1)
#1 %s(44): usort(Array, Object(Closure))
#2 {main}
