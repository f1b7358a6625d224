--TEST--
A coroutine blocked in socket_accept suspends only itself: the others run, then it accepts and serves the client
--EXTENSIONS--
sockets
true_async
--FILE--
<?php
use function Async\spawn;
use function Async\await;
use function Async\delay;

$server = socket_create(AF_INET, SOCK_STREAM, SOL_TCP);
socket_bind($server, '127.0.0.1', 0);
socket_listen($server);
socket_getsockname($server, $addr, $port);

$acceptor = spawn(function () use ($server) {
    echo "accepting\n";
    $conn = socket_accept($server);
    echo "accepted\n";
    $data = socket_read($conn, 100);
    echo "server got: $data\n";
    socket_write($conn, strtoupper($data));
    socket_close($conn);
});
$ticker = spawn(function () {
    for ($i = 1; $i <= 3; $i++) {
        echo "tick $i\n";
        delay(10);
    }
});
$client = spawn(function () use ($port, $ticker) {
    await($ticker);
    echo "connecting\n";
    $c = socket_create(AF_INET, SOCK_STREAM, SOL_TCP);
    $ok = socket_connect($c, '127.0.0.1', $port);
    socket_write($c, "hello");
    $reply = socket_read($c, 100);
    echo "client: connected=", var_export($ok, true), " reply=$reply\n";
    socket_close($c);
});
await($client);
await($acceptor);
socket_close($server);
echo "done\n";
--EXPECT--
accepting
tick 1
tick 2
tick 3
connecting
accepted
server got: hello
client: connected=true reply=HELLO
done
