--TEST--
Connection refused, host lookup failures, address in use, listen/accept/shutdown errors, IPv6 loopback, socket_create_listen
--EXTENSIONS--
sockets
--FILE--
<?php
$probe = socket_create(AF_INET, SOCK_STREAM, SOL_TCP);
socket_bind($probe, '127.0.0.1', 0);
socket_getsockname($probe, $addr, $free);
socket_close($probe);

$c = socket_create(AF_INET, SOCK_STREAM, SOL_TCP);
var_dump(socket_connect($c, '127.0.0.1', $free));
var_dump(socket_last_error($c), socket_last_error());
var_dump(socket_strerror(socket_last_error($c)));
socket_clear_error($c);
var_dump(socket_last_error($c), socket_last_error());

var_dump(socket_connect($c, 'no.such.host.invalid', 80));
var_dump(socket_last_error($c));
var_dump(socket_bind($c, '', 0));
var_dump(socket_last_error($c));
try {
    socket_connect($c, '127.0.0.1');
} catch (ValueError $e) {
    echo $e->getMessage(), "\n";
}

$a = socket_create(AF_INET, SOCK_STREAM, SOL_TCP);
socket_bind($a, '127.0.0.1', 0);
socket_listen($a);
socket_getsockname($a, $addr, $port);
$b = socket_create(AF_INET, SOCK_STREAM, SOL_TCP);
var_dump(socket_bind($b, '127.0.0.1', $port));
var_dump(socket_last_error($b) === SOCKET_EADDRINUSE);
var_dump(socket_bind($b, '10.255.255.1', 0));
var_dump(socket_bind($b, '127.0.0.1', 0));
var_dump(socket_bind($b, '127.0.0.1', 0));

$u = socket_create(AF_INET, SOCK_DGRAM, SOL_UDP);
var_dump(socket_listen($u));
var_dump(socket_accept($u));
var_dump(socket_last_error());
var_dump(socket_shutdown($u));
var_dump(socket_getpeername($u, $peer));

$six = socket_create(AF_INET6, SOCK_STREAM, SOL_TCP);
var_dump(socket_bind($six, '::1', 0));
socket_getsockname($six, $addr6, $port6);
var_dump($addr6, $port6 > 0);
var_dump(socket_connect($six, '::1', $free));
try {
    socket_connect($six, '::1');
} catch (ValueError $e) {
    echo $e->getMessage(), "\n";
}
$l = socket_create_listen(0);
var_dump($l instanceof Socket);
socket_getsockname($l, $laddr, $lport);
var_dump($laddr, $lport > 0);
var_dump(socket_create_listen($lport));
var_dump(socket_last_error());
--EXPECTF--

Warning: socket_connect(): unable to connect [111]: Connection refused in %s on line 8
bool(false)
int(111)
int(111)
string(18) "Connection refused"
int(0)
int(111)

Warning: socket_connect(): Host lookup failed [-10001]: Unknown host in %s on line 14
bool(false)
int(-10001)

Warning: socket_bind(): Host lookup failed [-10003]: Unknown server error in %s on line 16
bool(false)
int(-10003)
socket_connect(): Argument #3 ($port) cannot be null when the socket type is AF_INET

Warning: socket_bind(): Unable to bind address [98]: Address already in use in %s on line 29
bool(false)
bool(true)

Warning: socket_bind(): Unable to bind address [99]: Cannot assign requested address in %s on line 31
bool(false)
bool(true)

Warning: socket_bind(): Unable to bind address [22]: Invalid argument in %s on line 33
bool(false)

Warning: socket_listen(): unable to listen on socket [95]: Operation not supported in %s on line 36
bool(false)

Warning: socket_accept(): unable to accept incoming connection [95]: Operation not supported in %s on line 37
bool(false)
int(95)

Warning: socket_shutdown(): Unable to shutdown socket [107]: Transport endpoint is not connected in %s on line 39
bool(false)

Warning: socket_getpeername(): unable to retrieve peer name [107]: Transport endpoint is not connected in %s on line 40
bool(false)
bool(true)
string(3) "::1"
bool(true)

Warning: socket_connect(): unable to connect [111]: Connection refused in %s on line 46
bool(false)
socket_connect(): Argument #3 ($port) cannot be null when the socket type is AF_INET6
bool(true)
string(7) "0.0.0.0"
bool(true)

Warning: socket_create_listen(): unable to bind to given address [98]: Address already in use in %s on line 56
bool(false)
int(98)
