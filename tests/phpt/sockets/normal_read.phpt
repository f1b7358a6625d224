--TEST--
socket_read() with PHP_NORMAL_READ stops after \n or \r, and at the end of data as php_read does
--EXTENSIONS--
sockets
--FILE--
<?php
socket_create_pair(AF_UNIX, SOCK_STREAM, 0, $p);
[$a, $b] = $p;
socket_write($a, "first\nsecond\r\nthird line\nlast");
echo json_encode(socket_read($b, 100, PHP_NORMAL_READ)), "\n";
echo json_encode(socket_read($b, 100, PHP_NORMAL_READ)), "\n";
echo json_encode(socket_read($b, 100, PHP_NORMAL_READ)), "\n";
echo json_encode(socket_read($b, 5, PHP_NORMAL_READ)), "\n";
echo json_encode(socket_read($b, 100, PHP_NORMAL_READ)), "\n";
echo json_encode(socket_read($b, 2, PHP_BINARY_READ)), "\n";
echo json_encode(socket_read($b, 0, PHP_NORMAL_READ)), "\n";
socket_close($a);
echo json_encode(socket_read($b, 100, PHP_NORMAL_READ)), "\n";
var_dump(socket_last_error($b));
echo json_encode(socket_read($b, 100, PHP_NORMAL_READ)), "\n";
socket_set_nonblock($b);
echo json_encode(socket_read($b, 100, PHP_NORMAL_READ)), "\n";
echo json_encode(socket_read($b, 100)), "\n";
--EXPECTF--
"first\n"
"second\r"
"\n"
"third"
" line\n"
"la"
false

Warning: socket_read(): unable to read from socket [104]: Connection reset by peer in %s on line 13
false
int(104)

Warning: socket_read(): unable to read from socket [104]: Connection reset by peer in %s on line 15
false
""
""
