--TEST--
socket_create/socket_create_pair argument errors, failed creation warnings, socket_strerror texts and constants
--EXTENSIONS--
sockets
--FILE--
<?php
foreach ([[99, SOCK_STREAM, 0], [AF_INET, 11, 0], [-1, SOCK_DGRAM, 0]] as [$d, $t, $p]) {
    try {
        socket_create($d, $t, $p);
    } catch (ValueError $e) {
        echo $e->getMessage(), "\n";
    }
}
try {
    socket_create_pair(AF_INET, 42, 0, $pair);
} catch (ValueError $e) {
    echo $e->getMessage(), "\n";
}
var_dump(socket_create(AF_INET, SOCK_STREAM, 99));
var_dump(socket_last_error(), socket_strerror(socket_last_error()));
var_dump(socket_create(AF_INET, 7, 0));
var_dump(socket_last_error());
socket_clear_error();
var_dump(socket_last_error());
var_dump(socket_create_pair(AF_INET, SOCK_STREAM, 0, $pair), isset($pair));
var_dump(socket_last_error());
foreach ([0, 1, 11, 98, 104, 111, 115, -1, -10001, -10002, -10003, -10004, -10099, 100000] as $code) {
    echo $code, ": ", socket_strerror($code), "\n";
}
try {
    socket_strerror(PHP_INT_MAX);
} catch (ValueError $e) {
    echo $e->getMessage(), "\n";
}
var_dump(SOCKET_EAGAIN === SOCKET_EWOULDBLOCK, SOCKET_ECONNREFUSED, SOCKET_EINPROGRESS, SOCKET_EADDRINUSE, SOCKET_ETIMEDOUT, SOCKET_ENETUNREACH);
var_dump(AF_UNIX, AF_INET, AF_INET6, SOCK_STREAM, SOCK_DGRAM, SOCK_RAW, SOCK_SEQPACKET, SOL_SOCKET, SOL_TCP, SOL_UDP, SOMAXCONN);
var_dump(MSG_OOB, MSG_PEEK, MSG_DONTWAIT, MSG_WAITALL, MSG_EOR, PHP_NORMAL_READ, PHP_BINARY_READ, TCP_NODELAY);
--EXPECTF--
socket_create(): Argument #1 ($domain) must be one of AF_UNIX, AF_INET6, or AF_INET
socket_create(): Argument #2 ($type) must be one of SOCK_STREAM, SOCK_DGRAM, SOCK_SEQPACKET, SOCK_RAW, or SOCK_RDM
socket_create(): Argument #1 ($domain) must be one of AF_UNIX, AF_INET6, or AF_INET
socket_create_pair(): Argument #2 ($type) must be one of SOCK_STREAM, SOCK_DGRAM, SOCK_SEQPACKET, SOCK_RAW, or SOCK_RDM

Warning: socket_create(): Unable to create socket [93]: Protocol not supported in %s on line 14
bool(false)
int(93)
string(22) "Protocol not supported"

Warning: socket_create(): Unable to create socket [94]: Socket type not supported in %s on line 16
bool(false)
int(94)
int(0)

Warning: socket_create_pair(): Unable to create socket pair [95]: Operation not supported in %s on line 20
bool(false)
bool(false)
int(95)
0: Success
1: Operation not permitted
11: Resource temporarily unavailable
98: Address already in use
104: Connection reset by peer
111: Connection refused
115: Operation now in progress
-1: Unknown error -1
-10001: Unknown host
-10002: Host name lookup failure
-10003: Unknown server error
-10004: No address associated with name
-10099: Unknown resolver error
100000: Unknown error 100000
socket_strerror(): Argument #1 ($error_code) must be between -2147483648 and 2147483647
bool(true)
int(111)
int(115)
int(98)
int(110)
int(101)
int(1)
int(2)
int(10)
int(1)
int(2)
int(3)
int(5)
int(1)
int(6)
int(17)
int(4096)
int(1)
int(2)
int(64)
int(256)
int(128)
int(1)
int(2)
int(1)
