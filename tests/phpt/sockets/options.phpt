--TEST--
socket_get_option/socket_set_option: integer options, SO_RCVTIMEO/SO_SNDTIMEO and SO_LINGER arrays, errors
--EXTENSIONS--
sockets
--FILE--
<?php
$s = socket_create(AF_INET, SOCK_STREAM, SOL_TCP);
var_dump(socket_get_option($s, SOL_SOCKET, SO_TYPE) === SOCK_STREAM);
var_dump(socket_get_option($s, SOL_SOCKET, SO_ERROR));
foreach (['SO_REUSEADDR' => SO_REUSEADDR, 'SO_KEEPALIVE' => SO_KEEPALIVE, 'SO_BROADCAST' => SO_BROADCAST] as $name => $opt) {
    $before = socket_get_option($s, SOL_SOCKET, $opt);
    $set = socket_set_option($s, SOL_SOCKET, $opt, 1);
    echo "$name: $before -> ", var_export($set, true), " -> ", socket_getopt($s, SOL_SOCKET, $opt), "\n";
}
var_dump(socket_get_option($s, SOL_TCP, TCP_NODELAY));
var_dump(socket_setopt($s, SOL_TCP, TCP_NODELAY, true));
var_dump(socket_get_option($s, SOL_TCP, TCP_NODELAY));
var_dump(socket_set_option($s, SOL_SOCKET, SO_RCVBUF, 65536));
var_dump(socket_get_option($s, SOL_SOCKET, SO_RCVBUF) >= 65536);
var_dump(socket_set_option($s, SOL_SOCKET, SO_SNDBUF, "32768"));
var_dump(socket_get_option($s, SOL_SOCKET, SO_SNDBUF) >= 32768);
var_dump(socket_get_option($s, SOL_SOCKET, SO_RCVTIMEO));
var_dump(socket_set_option($s, SOL_SOCKET, SO_RCVTIMEO, ['sec' => 2, 'usec' => 250000]));
var_dump(socket_get_option($s, SOL_SOCKET, SO_RCVTIMEO));
var_dump(socket_set_option($s, SOL_SOCKET, SO_SNDTIMEO, ['usec' => '5000', 'sec' => '1', 'extra' => 1]));
var_dump(socket_get_option($s, SOL_SOCKET, SO_SNDTIMEO));
var_dump(socket_get_option($s, SOL_SOCKET, SO_LINGER));
var_dump(socket_set_option($s, SOL_SOCKET, SO_LINGER, ['l_onoff' => 1, 'l_linger' => 3]));
var_dump(socket_get_option($s, SOL_SOCKET, SO_LINGER));
foreach ([
    [SO_RCVTIMEO, 5],
    [SO_SNDTIMEO, ['sec' => 1]],
    [SO_LINGER, ['l_linger' => 1]],
    [SO_LINGER, ['l_onoff' => 1]],
] as [$opt, $value]) {
    try {
        socket_set_option($s, SOL_SOCKET, $opt, $value);
    } catch (ValueError $e) {
        echo $e->getMessage(), "\n";
    }
}
var_dump(socket_get_option($s, SOL_SOCKET, 12345));
var_dump(socket_last_error($s));
var_dump(socket_set_option($s, 12345, SO_REUSEADDR, 1));
var_dump(socket_last_error($s));
$u = socket_create(AF_INET, SOCK_DGRAM, SOL_UDP);
var_dump(socket_get_option($u, SOL_SOCKET, SO_TYPE) === SOCK_DGRAM);
var_dump(socket_get_option($u, SOL_TCP, TCP_NODELAY));
--EXPECTF--
bool(true)
int(0)
SO_REUSEADDR: 0 -> true -> 1
SO_KEEPALIVE: 0 -> true -> 1
SO_BROADCAST: 0 -> true -> 1
int(0)
bool(true)
int(1)
bool(true)
bool(true)
bool(true)
bool(true)
array(2) {
  ["sec"]=>
  int(0)
  ["usec"]=>
  int(0)
}
bool(true)
array(2) {
  ["sec"]=>
  int(2)
  ["usec"]=>
  int(252000)
}
bool(true)
array(2) {
  ["sec"]=>
  int(1)
  ["usec"]=>
  int(8000)
}
array(2) {
  ["l_onoff"]=>
  int(0)
  ["l_linger"]=>
  int(0)
}
bool(true)
array(2) {
  ["l_onoff"]=>
  int(1)
  ["l_linger"]=>
  int(3)
}
socket_set_option(): Argument #4 ($value) must have key "sec"
socket_set_option(): Argument #4 ($value) must have key "usec"
socket_set_option(): Argument #4 ($value) must have key "l_onoff"
socket_set_option(): Argument #4 ($value) must have key "l_linger"

Warning: socket_get_option(): Unable to retrieve socket option [92]: Protocol not available in %s on line 37
bool(false)
int(92)

Warning: socket_set_option(): Unable to set socket option [92]: Protocol not available in %s on line 39
bool(false)
int(92)
bool(true)

Warning: socket_get_option(): Unable to retrieve socket option [95]: Operation not supported in %s on line 43
bool(false)
