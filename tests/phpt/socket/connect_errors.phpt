--TEST--
stream_socket_client/server and fsockopen failures: warnings, $errno and $errstr in PHP's words
--FILE--
<?php
$c = stream_socket_client("tcp://127.0.0.1:1", $errno, $errstr, 1);
var_dump($c, $errno, $errstr);
$c = @stream_socket_client("tcp://127.0.0.1:1", $errno, $errstr, 1);
var_dump($c, $errno, $errstr);
$c = stream_socket_client("tcp://127.0.0.1", $errno, $errstr, 1);
var_dump($c, $errno, $errstr);
$c = stream_socket_client("foo://127.0.0.1:80", $errno, $errstr, 1);
var_dump($c, $errno, $errstr);
$c = fsockopen("127.0.0.1", 1, $errno, $errstr, 1);
var_dump($c, $errno, $errstr);
$s = stream_socket_server("tcp://127.0.0.1:0");
$addr = stream_socket_get_name($s, false);
$s2 = stream_socket_server("tcp://$addr", $errno, $errstr);
var_dump($s2, $errno, $errstr);
$s3 = stream_socket_server("bar://x", $errno, $errstr);
var_dump($s3);
--EXPECTF--

Warning: stream_socket_client(): Unable to connect to tcp://127.0.0.1:%d (Connection refused) in %s on line 2
bool(false)
int(111)
string(18) "Connection refused"
bool(false)
int(111)
string(18) "Connection refused"

Warning: stream_socket_client(): Unable to connect to tcp://127.0.0.1 (Failed to parse address "127.0.0.1") in %s on line 6
bool(false)
int(0)
string(35) "Failed to parse address "127.0.0.1""

Warning: stream_socket_client(): Unable to connect to foo://127.0.0.1:%d (Unable to find the socket transport "foo" - did you forget to enable it when you configured PHP?) in %s on line 8
bool(false)
int(0)
string(96) "Unable to find the socket transport "foo" - did you forget to enable it when you configured PHP?"

Warning: fsockopen(): Unable to connect to 127.0.0.1:%d (Connection refused) in %s on line 10
bool(false)
int(111)
string(18) "Connection refused"

Warning: stream_socket_server(): Unable to connect to tcp://127.0.0.1:%d (Address already in use) in %s on line 14
bool(false)
int(0)
string(22) "Address already in use"

Warning: stream_socket_server(): Unable to connect to bar://x (Unable to find the socket transport "bar" - did you forget to enable it when you configured PHP?) in %s on line 16
bool(false)
