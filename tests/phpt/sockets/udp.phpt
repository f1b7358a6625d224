--TEST--
UDP: sendto/recvfrom with addresses and ports, MSG_PEEK, MSG_DONTWAIT, connected datagram sockets, lookup failure
--EXTENSIONS--
sockets
--FILE--
<?php
$a = socket_create(AF_INET, SOCK_DGRAM, SOL_UDP);
$b = socket_create(AF_INET, SOCK_DGRAM, SOL_UDP);
var_dump(socket_bind($a, '127.0.0.1', 0), socket_bind($b, '127.0.0.1'));
socket_getsockname($a, $aaddr, $aport);
socket_getsockname($b, $baddr, $bport);
var_dump($aaddr, $aport > 0, $aport !== $bport);
var_dump(socket_sendto($b, "datagram one", 12, 0, '127.0.0.1', $aport));
var_dump(socket_sendto($b, "datagram two", 8, 0, 'localhost', $aport));
var_dump(socket_recvfrom($a, $buf, 100, MSG_PEEK, $from, $fport), $buf);
var_dump(socket_recvfrom($a, $buf, 100, 0, $from, $fport), $buf, $from, $fport === $bport);
var_dump(socket_recvfrom($a, $buf, 4, 0, $from, $fport), $buf);
var_dump(socket_recvfrom($a, $buf, 100, MSG_DONTWAIT, $from, $fport));
var_dump(socket_last_error($a));
var_dump(socket_recvfrom($a, $buf, 0, 0, $from, $fport));
try {
    socket_recvfrom($a, $buf, 10, 0, $from);
} catch (ArgumentCountError $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
try {
    socket_sendto($b, "x", 1, 0, '127.0.0.1');
} catch (ValueError $e) {
    echo $e->getMessage(), "\n";
}
try {
    socket_sendto($b, "x", -1, 0, '127.0.0.1', 1);
} catch (ValueError $e) {
    echo $e->getMessage(), "\n";
}
var_dump(socket_connect($b, '127.0.0.1', $aport));
var_dump(socket_send($b, "connected", 9, 0));
var_dump(socket_recv($a, $buf, 100, 0), $buf);
var_dump(socket_write($b, "via write"));
var_dump(socket_read($a, 100));
var_dump(socket_sendto($b, "x", 1, 0, 'no.such.host.invalid', 9));
var_dump(socket_last_error($b));
--EXPECTF--
bool(true)
bool(true)
string(9) "127.0.0.1"
bool(true)
bool(true)
int(12)
int(8)
int(12)
string(12) "datagram one"
int(12)
string(12) "datagram one"
string(9) "127.0.0.1"
bool(true)
int(4)
string(4) "data"
bool(false)
int(11)
bool(false)
ArgumentCountError: Wrong parameter count for socket_recvfrom()
socket_sendto(): Argument #6 ($port) cannot be null when the socket type is AF_INET
socket_sendto(): Argument #3 ($length) must be greater than or equal to 0
bool(true)
int(9)
int(9)
string(9) "connected"
int(9)
string(9) "via write"

Warning: socket_sendto(): Host lookup failed [-10001]: Unknown host in %s on line 36
bool(false)
int(-10001)
