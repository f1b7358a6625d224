--TEST--
AF_UNIX sockets bound to paths: accept, peer names, datagrams with sender paths, over-long paths
--EXTENSIONS--
sockets
--FILE--
<?php
$path = sys_get_temp_dir() . '/aphp-sockets-' . getmypid() . '.sock';
@unlink($path);
$server = socket_create(AF_UNIX, SOCK_STREAM, 0);
var_dump(socket_bind($server, $path), file_exists($path), filetype($path));
var_dump(socket_listen($server));
socket_getsockname($server, $name, $port);
var_dump($name === $path, $port);
$client = socket_create(AF_UNIX, SOCK_STREAM, 0);
var_dump(socket_connect($client, $path));
$conn = socket_accept($server);
socket_getpeername($client, $peer);
var_dump($peer === $path);
socket_getpeername($conn, $unnamed);
var_dump($unnamed);
socket_write($client, "over a path");
var_dump(socket_read($conn, 100));
socket_close($conn);
socket_close($client);
socket_close($server);
unlink($path);

$other = socket_create(AF_UNIX, SOCK_STREAM, 0);
var_dump(socket_connect($other, $path));
try {
    socket_bind($other, str_repeat('x', 108));
} catch (ValueError $e) {
    echo $e->getMessage(), "\n";
}
try {
    socket_connect($other, str_repeat('x', 200));
} catch (ValueError $e) {
    echo $e->getMessage(), "\n";
}

$dpath = $path . '.dgram';
@unlink($dpath);
$d = socket_create(AF_UNIX, SOCK_DGRAM, 0);
socket_bind($d, $dpath);
$s = socket_create(AF_UNIX, SOCK_DGRAM, 0);
var_dump(socket_sendto($s, "to a path", 9, 0, $dpath));
var_dump(socket_recvfrom($d, $buf, 100, 0, $from), $buf, $from);
$spath = $path . '.sender';
@unlink($spath);
socket_bind($s, $spath);
socket_sendto($s, "named", 5, 0, $dpath);
var_dump(socket_recvfrom($d, $buf, 100, 0, $from), $from === $spath);
unlink($dpath);
unlink($spath);
--EXPECTF--
bool(true)
bool(true)
string(6) "socket"
bool(true)
bool(true)
NULL
bool(true)
bool(true)
string(0) ""
string(11) "over a path"

Warning: socket_connect(): unable to connect [2]: No such file or directory in %s on line 24
bool(false)
socket_bind(): Argument #2 ($address) must be less than 108
socket_connect(): Argument #2 ($address) must be less than 108
int(9)
int(9)
string(9) "to a path"
string(0) ""
int(5)
bool(true)
