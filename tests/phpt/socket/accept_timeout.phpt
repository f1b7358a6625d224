--TEST--
stream_socket_accept timeout warning, fsockopen with a tcp:// host, stream_get_line and stream_get_contents on a socket
--FILE--
<?php
$server = stream_socket_server("tcp://127.0.0.1:0", $errno, $errstr);
$t = microtime(true);
var_dump(stream_socket_accept($server, 0.1));
var_dump(microtime(true) - $t >= 0.09);
var_dump(@stream_socket_accept($server, 0));
$addr = stream_socket_get_name($server, false);
$c = fsockopen("tcp://127.0.0.1", (int)substr($addr, strrpos($addr, ':') + 1), $errno, $errstr, 1);
var_dump(get_resource_type($c), $errno, $errstr);
$conn = stream_socket_accept($server);
fwrite($c, "via fsockopen\n");
var_dump(stream_get_line($conn, 100, "\n"));
fclose($c);
var_dump(stream_get_contents($conn));
var_dump(feof($conn));
--EXPECTF--

Warning: stream_socket_accept(): Accept failed: Connection timed out in %s on line 4
bool(false)
bool(true)
bool(false)
string(6) "stream"
int(0)
string(0) ""
string(13) "via fsockopen"
string(0) ""
bool(true)
