--TEST--
SO_RCVTIMEO bounds a blocking read, MSG_WAITALL waits for the whole length or the end
--EXTENSIONS--
sockets
--FILE--
<?php
socket_create_pair(AF_UNIX, SOCK_STREAM, 0, $p);
[$a, $b] = $p;
socket_set_option($b, SOL_SOCKET, SO_RCVTIMEO, ['sec' => 0, 'usec' => 200000]);
$t = microtime(true);
var_dump(socket_read($b, 10));
$took = microtime(true) - $t;
var_dump($took >= 0.15 && $took < 2);
var_dump(socket_last_error($b) === SOCKET_EAGAIN);
var_dump(socket_recv($b, $buf, 10, 0), $buf);
var_dump(socket_recv($b, $buf, 10, MSG_WAITALL));
socket_write($a, "12345");
var_dump(socket_recv($b, $buf, 10, MSG_WAITALL), $buf);
socket_write($a, "abc");
socket_shutdown($a, 1);
var_dump(socket_recv($b, $buf, 10, MSG_WAITALL), $buf);
--EXPECT--
bool(false)
bool(true)
bool(true)
bool(false)
NULL
bool(false)
int(5)
string(5) "12345"
int(3)
string(3) "abc"
