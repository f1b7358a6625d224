--TEST--
Sockets waited on by coroutines keep the event loop alive after the main script ends; a connect by host name in a coroutine
--EXTENSIONS--
sockets
true_async
--FILE--
<?php
use function Async\spawn;
use function Async\delay;

// Pending socket waits keep the event loop alive after the main script ends.
$server = socket_create_listen(0);
socket_getsockname($server, $addr, $port);
socket_create_pair(AF_UNIX, SOCK_STREAM, 0, $pair);

spawn(function () use ($pair) {
    echo "reader waits for data\n";
    $data = socket_read($pair[1], 100);
    echo "reader got: $data\n";
});
spawn(function () use ($pair) {
    delay(30);
    socket_write($pair[0], "late data");
    echo "writer wrote\n";
});
spawn(function () use ($server) {
    $conn = socket_accept($server);
    socket_write($conn, "welcome");
    socket_close($conn);
    socket_close($server);
});
spawn(function () use ($port) {
    delay(100);
    $c = socket_create(AF_INET, SOCK_STREAM, SOL_TCP);
    // The name resolves off the scheduler's thread; the connect waits in the reactor.
    var_dump(socket_connect($c, 'localhost', $port));
    $data = socket_read($c, 100);
    echo "client got: $data\n";
    var_dump(socket_read($c, 100));
});
echo "main script ends\n";
--EXPECT--
main script ends
reader waits for data
writer wrote
reader got: late data
bool(true)
client got: welcome
string(0) ""
