--TEST--
socket_select in a coroutine waits without blocking the others, with and without a timeout
--EXTENSIONS--
sockets
true_async
--FILE--
<?php
use function Async\spawn;
use function Async\await;
use function Async\delay;

socket_create_pair(AF_UNIX, SOCK_STREAM, 0, $p1);
socket_create_pair(AF_UNIX, SOCK_STREAM, 0, $p2);

$selector = spawn(function () use ($p1, $p2) {
    $read = ['one' => $p1[1], 'two' => $p2[1]];
    $w = $e = null;
    echo "selecting\n";
    $n = socket_select($read, $w, $e, null);
    echo "select returned $n: ", implode(',', array_keys($read)), "\n";
    echo "data: ", socket_read($read['two'], 100), "\n";

    $read = [$p1[1]];
    $start = microtime(true);
    $n = socket_select($read, $w, $e, 0, 300000);
    $took = microtime(true) - $start;
    echo "timed select returned $n after ", $took >= 0.29 ? "the timeout" : "too little time", "\n";
});
$writer = spawn(function () use ($p2) {
    echo "writer runs while select waits\n";
    delay(20);
    echo "writer writes\n";
    socket_write($p2[0], "for two");
});
$ticker = spawn(function () {
    delay(150);
    echo "tick during the timed select\n";
});
await($selector);
await($writer);
await($ticker);
echo "done\n";
--EXPECT--
selecting
writer runs while select waits
writer writes
select returned 1: two
data: for two
tick during the timed select
timed select returned 0 after the timeout
done
