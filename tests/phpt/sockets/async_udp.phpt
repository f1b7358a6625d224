--TEST--
In coroutines: recvfrom waits for a datagram while the sender resolves a host name without blocking the others; IPv6 loopback
--EXTENSIONS--
sockets
true_async
--FILE--
<?php
use function Async\spawn;
use function Async\await;

$receiver = socket_create(AF_INET, SOCK_DGRAM, SOL_UDP);
socket_bind($receiver, '127.0.0.1', 0);
socket_getsockname($receiver, $addr, $port);

$listen = spawn(function () use ($receiver) {
    echo "receiver waits\n";
    $n = socket_recvfrom($receiver, $buf, 100, 0, $from, $fromPort);
    echo "received $n bytes from $from: $buf\n";
    return $fromPort;
});
$send = spawn(function () use ($port) {
    echo "sender resolves localhost\n";
    $s = socket_create(AF_INET, SOCK_DGRAM, SOL_UDP);
    $n = socket_sendto($s, "over udp", 8, 0, 'localhost', $port);
    echo "sent $n bytes\n";
    socket_getsockname($s, $a, $p);
    return $p;
});
$other = spawn(function () {
    echo "another coroutine runs during the lookup\n";
});
$from = await($listen);
var_dump($from === await($send));
await($other);

$six = socket_create(AF_INET6, SOCK_DGRAM, SOL_UDP);
socket_bind($six, '::1', 0);
socket_getsockname($six, $addr6, $port6);
$got = spawn(function () use ($six) {
    socket_recvfrom($six, $buf, 100, 0, $from, $p);
    return "$from: $buf";
});
spawn(function () use ($port6) {
    $s = socket_create(AF_INET6, SOCK_DGRAM, SOL_UDP);
    socket_sendto($s, "six", 3, 0, '::1', $port6);
});
echo await($got), "\n";
--EXPECT--
receiver waits
sender resolves localhost
another coroutine runs during the lookup
sent 8 bytes
received 8 bytes from 127.0.0.1: over udp
bool(true)
::1: six
