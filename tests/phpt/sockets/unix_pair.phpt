--TEST--
socket_create_pair() with AF_UNIX stream, datagram and seqpacket sockets
--EXTENSIONS--
sockets
--FILE--
<?php
var_dump(socket_create_pair(AF_UNIX, SOCK_STREAM, 0, $pair));
var_dump(count($pair), array_keys($pair), $pair[0] instanceof Socket);
[$a, $b] = $pair;
var_dump(socket_write($a, "ping"));
var_dump(socket_read($b, 10));
var_dump(socket_send($b, "pong pong", 9, 0));
var_dump(socket_recv($a, $buf, 9, MSG_WAITALL), $buf);
socket_getsockname($a, $name);
var_dump($name);
var_dump(socket_getpeername($a, $peer), $peer);
var_dump(socket_get_option($a, SOL_SOCKET, SO_TYPE) === SOCK_STREAM);
socket_close($a);
var_dump(socket_read($b, 10));
var_dump(socket_recv($b, $buf, 10, 0), $buf);

var_dump(socket_create_pair(AF_UNIX, SOCK_DGRAM, 0, $dg));
[$x, $y] = $dg;
var_dump(socket_send($x, "one", 3, 0), socket_send($x, "two!", 4, 0));
var_dump(socket_recv($y, $buf, 2, 0), $buf);
var_dump(socket_recv($y, $buf, 100, 0), $buf);
var_dump(socket_get_option($y, SOL_SOCKET, SO_TYPE) === SOCK_DGRAM);
$pair = 'overwritten';
var_dump(socket_create_pair(AF_UNIX, SOCK_SEQPACKET, 0, $pair), count($pair));
--EXPECT--
bool(true)
int(2)
array(2) {
  [0]=>
  int(0)
  [1]=>
  int(1)
}
bool(true)
int(4)
string(4) "ping"
int(9)
int(9)
string(9) "pong pong"
string(0) ""
bool(true)
string(0) ""
bool(true)
string(0) ""
int(0)
NULL
bool(true)
int(3)
int(4)
int(2)
string(2) "on"
int(4)
string(4) "two!"
bool(true)
bool(true)
int(2)
