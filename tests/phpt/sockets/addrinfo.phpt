--TEST--
socket_addrinfo_lookup, socket_addrinfo_explain, socket_addrinfo_bind and socket_addrinfo_connect; AddressInfo objects
--EXTENSIONS--
sockets
--FILE--
<?php
try { new AddressInfo; } catch (Error $e) { echo $e->getMessage(), "\n"; }
$r = socket_addrinfo_lookup('localhost', '80', ['ai_family' => AF_INET, 'ai_socktype' => SOCK_STREAM]);
var_dump($r);
var_dump(socket_addrinfo_explain($r[0]));
$all = socket_addrinfo_lookup('127.0.0.1');
var_dump(count($all));
foreach ($all as $a) echo json_encode(socket_addrinfo_explain($a)), "\n";
var_dump(socket_addrinfo_lookup('no.such.host.invalid'));
try { socket_addrinfo_lookup('localhost', null, ['bogus' => 1]); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
var_dump(socket_addrinfo_lookup('localhost', null, [1, 2]) !== false);
$ai = socket_addrinfo_lookup('127.0.0.1', '0', ['ai_socktype' => SOCK_STREAM, 'ai_flags' => AI_PASSIVE])[0];
$s = socket_addrinfo_bind($ai);
var_dump($s);
socket_listen($s);
socket_getsockname($s, $addr, $port);
$c = socket_addrinfo_connect(socket_addrinfo_lookup('127.0.0.1', "$port", ['ai_socktype' => SOCK_STREAM])[0]);
var_dump($c);
var_dump(socket_addrinfo_connect(socket_addrinfo_lookup('127.0.0.1', "1", ['ai_socktype' => SOCK_STREAM])[0]));
var_dump(socket_addrinfo_bind(socket_addrinfo_lookup('127.0.0.1', "$port", ['ai_socktype' => SOCK_STREAM])[0]));
$six = socket_addrinfo_lookup('::1', '8080', ['ai_socktype' => SOCK_DGRAM, 'ai_flags' => AI_CANONNAME]);
echo json_encode(array_map('socket_addrinfo_explain', $six)), "\n";
try { clone $ai; } catch (Error $e) { echo $e->getMessage(), "\n"; }
try { serialize($ai); } catch (Exception $e) { echo $e->getMessage(), "\n"; }
var_dump(AI_PASSIVE, AI_CANONNAME, AI_NUMERICHOST, AI_V4MAPPED, AI_ALL, AI_ADDRCONFIG, AI_IDN, AI_CANONIDN, AI_NUMERICSERV);
$x = socket_addrinfo_lookup('127.0.0.1', null, ['ai_socktype' => SOCK_STREAM]);
$y = socket_addrinfo_lookup('127.0.0.1', null, ['ai_socktype' => SOCK_STREAM]);
var_dump($x[0] == $y[0], $x[0] == $x[0]);
--EXPECTF--
Cannot directly construct AddressInfo, use socket_addrinfo_lookup() instead
array(1) {
  [0]=>
  object(AddressInfo)#1 (0) {
  }
}
array(5) {
  ["ai_flags"]=>
  int(0)
  ["ai_family"]=>
  int(2)
  ["ai_socktype"]=>
  int(1)
  ["ai_protocol"]=>
  int(6)
  ["ai_addr"]=>
  array(2) {
    ["sin_port"]=>
    int(80)
    ["sin_addr"]=>
    string(9) "127.0.0.1"
  }
}
int(3)
{"ai_flags":0,"ai_family":2,"ai_socktype":1,"ai_protocol":6,"ai_addr":{"sin_port":0,"sin_addr":"127.0.0.1"}}
{"ai_flags":0,"ai_family":2,"ai_socktype":2,"ai_protocol":17,"ai_addr":{"sin_port":0,"sin_addr":"127.0.0.1"}}
{"ai_flags":0,"ai_family":2,"ai_socktype":3,"ai_protocol":0,"ai_addr":{"sin_port":0,"sin_addr":"127.0.0.1"}}
bool(false)
socket_addrinfo_lookup(): Argument #3 ($hints) must only contain array keys "ai_flags", "ai_socktype", "ai_protocol", or "ai_family"
bool(true)
object(Socket)#7 (0) {
}
object(Socket)#9 (0) {
}

Warning: socket_addrinfo_connect(): Unable to connect address [111]: Connection refused in %s on line 19
bool(false)

Warning: socket_addrinfo_bind(): Unable to bind address [98]: Address already in use in %s on line 20
bool(false)
[{"ai_flags":2,"ai_family":10,"ai_socktype":2,"ai_protocol":17,"ai_canonname":"::1","ai_addr":{"sin6_port":8080,"sin6_addr":"::1"}}]
Trying to clone an uncloneable object of class AddressInfo
Serialization of 'AddressInfo' is not allowed
int(1)
int(2)
int(4)
int(8)
int(16)
int(32)
int(64)
int(128)
int(1024)
bool(false)
bool(true)
