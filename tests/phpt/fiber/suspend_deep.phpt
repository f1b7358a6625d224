--TEST--
Fiber::suspend() from deep inside nested calls, array_map callbacks and __toString
--FILE--
<?php
class S { function __toString(): string { return (string) Fiber::suspend("toString"); } }
function depth($n) { return $n === 0 ? Fiber::suspend("deep") : depth($n - 1) + 1; }
$f = new Fiber(function () {
    echo "depth: ", depth(50), "\n";
    echo "map: ", implode(",", array_map(fn($x) => Fiber::suspend("map $x"), [1, 2])), "\n";
    echo "str: ", new S, "\n";
});
$v = $f->start();
$i = 0;
while (!$f->isTerminated()) {
    echo "suspended with: $v\n";
    $v = $f->resume(++$i * 100);
}
--EXPECT--
depth: suspended with: deep
150
map: suspended with: map 1
suspended with: map 2
200,300
str: suspended with: toString
400
