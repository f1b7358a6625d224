--TEST--
UDP: stream_socket_sendto/recvfrom with peer addresses and MSG_PEEK, fread/fwrite on datagram sockets
--FILE--
<?php
$server = stream_socket_server("udp://127.0.0.1:0", $errno, $errstr, STREAM_SERVER_BIND);
$addr = stream_socket_get_name($server, false);
var_dump(stream_get_meta_data($server)['stream_type']);
$client = stream_socket_client("udp://$addr", $errno, $errstr);
var_dump(stream_socket_get_name($client, true) === $addr);
var_dump(stream_socket_sendto($client, "hello"));
var_dump(stream_socket_recvfrom($server, 100, STREAM_PEEK, $peer));
var_dump(stream_socket_recvfrom($server, 100, 0, $peer));
var_dump($peer === stream_socket_get_name($client, false));
var_dump(stream_socket_sendto($server, "world", 0, $peer));
var_dump(fread($client, 100));
fwrite($client, "via fwrite");
var_dump(fread($server, 100));
stream_set_blocking($server, false);
var_dump(stream_socket_recvfrom($server, 100));
var_dump(fread($server, 100));
--EXPECT--
string(10) "udp_socket"
bool(true)
int(5)
string(5) "hello"
string(5) "hello"
bool(true)
int(5)
string(5) "world"
string(10) "via fwrite"
bool(false)
string(0) ""
