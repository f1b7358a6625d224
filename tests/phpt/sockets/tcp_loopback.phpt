--TEST--
TCP over loopback: bind to port 0, listen, connect by name, accept, names, read/write/send/recv, shutdown
--EXTENSIONS--
sockets
--FILE--
<?php
$server = socket_create(AF_INET, SOCK_STREAM, SOL_TCP);
var_dump(socket_set_option($server, SOL_SOCKET, SO_REUSEADDR, 1));
var_dump(socket_bind($server, '127.0.0.1', 0));
var_dump(socket_listen($server, 5));
var_dump(socket_getsockname($server, $addr, $port));
var_dump($addr, $port > 0);
var_dump(socket_getpeername($server, $peer));

$client = socket_create(AF_INET, SOCK_STREAM, SOL_TCP);
var_dump(socket_connect($client, 'localhost', $port));
$conn = socket_accept($server);
var_dump($conn instanceof Socket);
socket_getsockname($client, $caddr, $cport);
socket_getpeername($conn, $paddr, $pport);
var_dump($caddr === $paddr, $cport === $pport);
socket_getpeername($client, $saddr, $sport);
var_dump($saddr, $sport === $port);

var_dump(socket_write($client, "hello, server"));
var_dump(socket_write($client, "abcdef", 3));
var_dump(socket_write($client, "", 0));
usleep(50000);
var_dump(socket_read($conn, 5));
var_dump(socket_read($conn, 100));
var_dump(socket_send($conn, "reply!", 5, 0));
var_dump(socket_recv($client, $buf, 3, MSG_PEEK), $buf);
var_dump(socket_recv($client, $buf, 100, 0), $buf);
var_dump(socket_shutdown($client, 1));
var_dump(socket_read($conn, 10));
var_dump(socket_recv($conn, $buf, 10, 0), $buf);
var_dump(socket_write($conn, "after"));
var_dump(socket_read($client, 10));
socket_close($client);
socket_close($conn);
socket_close($server);
echo "done\n";
--EXPECTF--
bool(true)
bool(true)
bool(true)
bool(true)
string(9) "127.0.0.1"
bool(true)

Warning: socket_getpeername(): unable to retrieve peer name [107]: Transport endpoint is not connected in %s on line 8
bool(false)
bool(true)
bool(true)
bool(true)
bool(true)
string(9) "127.0.0.1"
bool(true)
int(13)
int(3)
int(0)
string(5) "hello"
string(11) ", serverabc"
int(5)
int(3)
string(3) "rep"
int(5)
string(5) "reply"
bool(true)
string(0) ""
int(0)
NULL
int(5)
string(5) "after"
done
