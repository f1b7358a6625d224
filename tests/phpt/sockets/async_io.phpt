--TEST--
In coroutines: a large blocking write waits for the reader, SO_RCVTIMEO bounds a read, a non-blocking read does not suspend
--EXTENSIONS--
sockets
true_async
--FILE--
<?php
use function Async\spawn;
use function Async\await;
use function Async\delay;

// A blocking write larger than the socket buffers suspends the writer until the reader
// has drained enough; a read with SO_RCVTIMEO times out without blocking the others; a
// non-blocking read returns at once, without letting another coroutine in.
socket_create_pair(AF_UNIX, SOCK_STREAM, 0, $pair);
[$a, $b] = $pair;
$size = 4 * 1024 * 1024;

$writer = spawn(function () use ($a, $size) {
    echo "writer starts\n";
    $n = socket_write($a, str_repeat("x", $size));
    echo "writer wrote ", $n === $size ? "everything" : $n, "\n";
    socket_shutdown($a, 1);
});
$reader = spawn(function () use ($b) {
    echo "reader starts\n";
    $total = 0;
    while (($chunk = socket_read($b, 65536)) !== '' && $chunk !== false) {
        $total += strlen($chunk);
    }
    return $total;
});
var_dump(await($reader) === $size);
await($writer);

socket_create_pair(AF_UNIX, SOCK_STREAM, 0, $quiet);
socket_set_option($quiet[1], SOL_SOCKET, SO_RCVTIMEO, ['sec' => 0, 'usec' => 200000]);
$timed = spawn(function () use ($quiet) {
    echo "timed read waits\n";
    $r = socket_read($quiet[1], 10);
    echo "timed read: ", var_export($r, true), ", error ", socket_last_error($quiet[1]) === SOCKET_EAGAIN ? "EAGAIN" : "other", "\n";
});
$ticker = spawn(function () {
    delay(50);
    echo "tick while the timed read waits\n";
});
await($timed);
await($ticker);

socket_set_nonblock($quiet[1]);
$bystander = spawn(function () {
    echo "bystander runs\n";
});
var_dump(socket_read($quiet[1], 10));
echo "non-blocking read returned first\n";
await($bystander);
--EXPECT--
writer starts
reader starts
writer wrote everything
bool(true)
timed read waits
tick while the timed read waits
timed read: false, error EAGAIN
bool(false)
non-blocking read returned first
bystander runs
