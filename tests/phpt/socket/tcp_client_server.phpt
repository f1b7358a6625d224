--TEST--
TCP server and client: names, accept peer, fgets/fread/fwrite, feof after the peer closes, meta data
--FILE--
<?php
$server = stream_socket_server("tcp://127.0.0.1:0", $errno, $errstr);
var_dump(get_resource_type($server), $errno, $errstr);
$addr = stream_socket_get_name($server, false);
var_dump(preg_match('/^127\.0\.0\.1:\d+$/', $addr));
var_dump(stream_socket_get_name($server, true));
$client = stream_socket_client("tcp://$addr", $errno, $errstr, 2);
$conn = stream_socket_accept($server, 2, $peer);
var_dump($peer === stream_socket_get_name($client, false));
var_dump(stream_socket_get_name($conn, true) === stream_socket_get_name($client, false));
var_dump(stream_socket_get_name($client, true) === $addr);
var_dump(fwrite($client, "line one\nline two\nrest"));
var_dump(fgets($conn));
var_dump(fgets($conn, 5));
var_dump(fgets($conn));
var_dump(feof($conn));
var_dump(fread($conn, 4));
var_dump(fwrite($conn, "reply"));
var_dump(fread($client, 3), fread($client, 2));
var_dump(feof($client));
fclose($client);
var_dump(feof($conn));
var_dump(fread($conn, 10));
var_dump(fgets($conn));
$meta = stream_get_meta_data($conn);
var_dump($meta['eof'], $meta['stream_type'], $meta['mode'], $meta['seekable'], $meta['blocked']);
fclose($conn);
fclose($server);
var_dump(get_resource_type($server));
--EXPECT--
string(6) "stream"
int(0)
string(0) ""
int(1)
bool(false)
bool(true)
bool(true)
bool(true)
int(22)
string(9) "line one
"
string(4) "line"
string(5) " two
"
bool(false)
string(4) "rest"
int(5)
string(3) "rep"
string(2) "ly"
bool(false)
bool(true)
string(0) ""
bool(false)
bool(true)
string(14) "tcp_socket/ssl"
string(2) "r+"
bool(false)
bool(true)
string(7) "Unknown"
