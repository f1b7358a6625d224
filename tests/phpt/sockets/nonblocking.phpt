--TEST--
Non-blocking sockets: EAGAIN without warnings, EINPROGRESS connects completed through socket_select, SO_ERROR
--EXTENSIONS--
sockets
--FILE--
<?php
$server = socket_create(AF_INET, SOCK_STREAM, SOL_TCP);
socket_bind($server, '127.0.0.1', 0);
socket_listen($server);
socket_getsockname($server, $addr, $port);
var_dump(socket_set_nonblock($server));
var_dump(socket_accept($server));
var_dump(socket_last_error(), socket_last_error($server));

$client = socket_create(AF_INET, SOCK_STREAM, SOL_TCP);
socket_set_nonblock($client);
$r = socket_connect($client, '127.0.0.1', $port);
var_dump($r, socket_last_error($client) === SOCKET_EINPROGRESS || $r);
$w = [$client];
$n = null;
var_dump(socket_select($n, $w, $n, 2));
var_dump(socket_get_option($client, SOL_SOCKET, SO_ERROR));
$r = [$server];
var_dump(socket_select($r, $n, $n, 2));
$conn = socket_accept($server);
var_dump($conn instanceof Socket);

socket_set_nonblock($conn);
var_dump(socket_read($conn, 10));
var_dump(socket_last_error($conn) === SOCKET_EAGAIN);
var_dump(socket_recv($conn, $buf, 10, 0), $buf);
var_dump(socket_last_error($conn));
socket_clear_error($conn);
var_dump(socket_last_error($conn));
$blocking = socket_create(AF_INET, SOCK_STREAM, SOL_TCP);
var_dump(socket_recv($client, $buf, 10, MSG_DONTWAIT));
socket_write($client, "now there is data");
$r = [$conn];
socket_select($r, $n, $n, 2);
var_dump(socket_read($conn, 100));
var_dump(socket_set_block($conn));
socket_write($client, "blocking again");
var_dump(socket_read($conn, 100));

$refused = socket_create(AF_INET, SOCK_STREAM, SOL_TCP);
socket_set_nonblock($refused);
socket_close($server);
var_dump(socket_connect($refused, '127.0.0.1', $port));
var_dump(socket_last_error($refused));
$w = [$refused];
socket_select($n, $w, $n, 2);
var_dump(socket_get_option($refused, SOL_SOCKET, SO_ERROR));
--EXPECT--
bool(true)
bool(false)
int(11)
int(0)
bool(false)
bool(true)
int(1)
int(0)
int(1)
bool(true)
bool(false)
bool(true)
bool(false)
NULL
int(11)
int(0)
bool(false)
string(17) "now there is data"
bool(true)
string(14) "blocking again"
bool(false)
int(115)
int(111)
