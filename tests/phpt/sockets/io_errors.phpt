--TEST--
Failed reads and writes warn with PHP's per-function texts, and a read length past the memory limit is PHP's fatal error
--EXTENSIONS--
sockets
--FILE--
<?php
$u = socket_create(AF_INET, SOCK_DGRAM, SOL_UDP);
var_dump(socket_write($u, "x"));
var_dump(socket_send($u, "x", 1, 0));
var_dump(socket_sendto($u, "x", 1, 0, '0.0.0.0', 0));
$s = socket_create(AF_INET, SOCK_STREAM, SOL_TCP);
var_dump(socket_read($s, 10));
var_dump(socket_write($s, "abc"));
var_dump(socket_recv($s, $buf, 10, 0), $buf);
var_dump(socket_recvfrom($s, $buf, 10, 0, $from, $port));
var_dump(socket_last_error($s), socket_last_error());
$un = socket_create(AF_UNIX, SOCK_DGRAM, 0);
var_dump(socket_sendto($un, "x", 1, 0, "/nonexistent/dir/sock"));
var_dump(socket_recvfrom($un, $buf, 1, MSG_DONTWAIT, $from));
var_dump(socket_connect($un, "/nonexistent/dir/sock"));
socket_set_nonblock($s);
var_dump(socket_accept($s));
var_dump(socket_recv($s, $buf, PHP_INT_MAX, 0));
--EXPECTF--

Warning: socket_write(): unable to write to socket [89]: Destination address required in %s on line 3
bool(false)

Warning: socket_send(): Unable to write to socket [89]: Destination address required in %s on line 4
bool(false)

Warning: socket_sendto(): Unable to write to socket [22]: Invalid argument in %s on line 5
bool(false)

Warning: socket_read(): unable to read from socket [107]: Transport endpoint is not connected in %s on line 7
bool(false)

Warning: socket_write(): unable to write to socket [32]: Broken pipe in %s on line 8
bool(false)

Warning: socket_recv(): Unable to read from socket [107]: Transport endpoint is not connected in %s on line 9
bool(false)
NULL

Warning: socket_recvfrom(): Unable to recvfrom [107]: Transport endpoint is not connected in %s on line 10
bool(false)
int(107)
int(107)

Warning: socket_sendto(): Unable to write to socket [2]: No such file or directory in %s on line 13
bool(false)
bool(false)

Warning: socket_connect(): unable to connect [2]: No such file or directory in %s on line 15
bool(false)

Warning: socket_accept(): unable to accept incoming connection [22]: Invalid argument in %s on line 17
bool(false)

Fatal error: Allowed memory size of 134217728 bytes exhausted (tried to allocate 9223372036854775832 bytes) in %s on line 18
