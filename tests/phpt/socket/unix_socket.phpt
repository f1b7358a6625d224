--TEST--
unix:// server and client sockets
--FILE--
<?php
$path = sys_get_temp_dir() . '/aphp_sock_' . getmypid() . '.sock';
@unlink($path);
$server = stream_socket_server("unix://$path", $errno, $errstr);
var_dump(stream_socket_get_name($server, false) === $path);
var_dump(stream_get_meta_data($server)['stream_type']);
$client = stream_socket_client("unix://$path", $errno, $errstr, 1);
$conn = stream_socket_accept($server, 1);
fwrite($client, "over unix\n");
var_dump(fgets($conn));
fwrite($conn, "answer");
fclose($conn);
var_dump(stream_get_contents($client), feof($client));
fclose($client);
fclose($server);
unlink($path);
$c = stream_socket_client("unix://$path", $errno, $errstr, 1);
var_dump($c, $errno, $errstr);
--EXPECTF--
bool(true)
string(11) "unix_socket"
string(10) "over unix
"
string(6) "answer"
bool(true)

Warning: stream_socket_client(): Unable to connect to unix://%s/aphp_sock_%d.sock (No such file or directory) in %s on line 17
bool(false)
int(2)
string(25) "No such file or directory"
