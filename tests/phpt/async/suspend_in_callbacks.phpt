--TEST--
A coroutine may suspend inside an array_map callback and inside a generator body
--FILE--
<?php
use function Async\spawn;
use function Async\suspend;
use function Async\await;

function gen() {
    yield 1;
    suspend();
    yield 2;
}

$a = spawn(function() {
    $r = array_map(function($x) { suspend(); return $x * 2; }, [1, 2]);
    echo "map: ", implode(",", $r), "\n";
    $sum = 0;
    foreach (gen() as $v) {
        $sum += $v;
    }
    return $sum;
});
spawn(function() { echo "other\n"; });
$sum = await($a);
echo "sum: $sum\n";
?>
--EXPECT--
other
map: 2,4
sum: 3
