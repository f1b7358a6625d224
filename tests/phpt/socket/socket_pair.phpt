--TEST--
stream_socket_pair: read timeout and timed_out, non-blocking reads, shutdown, datagram pairs, constants
--FILE--
<?php
[$a, $b] = stream_socket_pair(STREAM_PF_UNIX, STREAM_SOCK_STREAM, STREAM_IPPROTO_IP);
var_dump(get_resource_type($a), get_resource_type($b));
var_dump(stream_get_meta_data($a));
var_dump(fwrite($a, "ping"));
var_dump(fread($b, 100));
stream_set_timeout($b, 0, 20000);
$t = microtime(true);
var_dump(fread($b, 100));
var_dump(microtime(true) - $t < 2);
var_dump(stream_get_meta_data($b)['timed_out']);
var_dump(fgets($b));
stream_set_blocking($b, false);
var_dump(stream_get_meta_data($b)['blocked']);
var_dump(fread($b, 10), fgets($b), feof($b));
fwrite($a, "x\n");
var_dump(fgets($b));
stream_set_blocking($b, true);
var_dump(stream_socket_shutdown($a, STREAM_SHUT_WR));
var_dump(fread($b, 10), feof($b));
fwrite($b, "back");
var_dump(fread($a, 10));
[$c, $d] = stream_socket_pair(STREAM_PF_UNIX, STREAM_SOCK_DGRAM, 0);
fwrite($c, "one");
fwrite($c, "two");
var_dump(fread($d, 100), fread($d, 100));
var_dump(STREAM_PF_INET, STREAM_PF_INET6, STREAM_PF_UNIX, STREAM_SOCK_STREAM, STREAM_SOCK_DGRAM, STREAM_SOCK_RAW, STREAM_IPPROTO_TCP, STREAM_IPPROTO_UDP);
var_dump(STREAM_CLIENT_CONNECT, STREAM_CLIENT_ASYNC_CONNECT, STREAM_SERVER_BIND, STREAM_SERVER_LISTEN, STREAM_SHUT_RD, STREAM_SHUT_WR, STREAM_SHUT_RDWR, STREAM_OOB, STREAM_PEEK);
--EXPECT--
string(6) "stream"
string(6) "stream"
array(7) {
  ["timed_out"]=>
  bool(false)
  ["blocked"]=>
  bool(true)
  ["eof"]=>
  bool(false)
  ["stream_type"]=>
  string(14) "generic_socket"
  ["mode"]=>
  string(2) "r+"
  ["unread_bytes"]=>
  int(0)
  ["seekable"]=>
  bool(false)
}
int(4)
string(4) "ping"
bool(false)
bool(true)
bool(true)
bool(false)
bool(false)
string(0) ""
bool(false)
bool(false)
string(2) "x
"
bool(true)
string(0) ""
bool(true)
string(4) "back"
string(3) "one"
string(3) "two"
int(2)
int(10)
int(1)
int(1)
int(2)
int(3)
int(6)
int(17)
int(4)
int(2)
int(4)
int(8)
int(0)
int(1)
int(2)
int(1)
int(2)
