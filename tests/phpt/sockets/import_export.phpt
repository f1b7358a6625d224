--TEST--
socket_import_stream and socket_export_stream share the socket with its stream: data both ways, stream types, blocking mode, closing one closes the other
--EXTENSIONS--
sockets
--FILE--
<?php
$server = stream_socket_server("tcp://127.0.0.1:0");
$name = stream_socket_get_name($server, false);
$client = stream_socket_client("tcp://$name");
$conn = stream_socket_accept($server);
$sock = socket_import_stream($conn);
var_dump($sock);
socket_getpeername($sock, $a, $p);
var_dump($a, "127.0.0.1:$p" === stream_socket_get_name($client, false));
fwrite($client, "to the imported socket");
var_dump(socket_read($sock, 100));
var_dump(socket_write($sock, "back to the stream"));
var_dump(fread($client, 100));
var_dump(socket_import_stream($conn) === $sock);
$listener = socket_import_stream($server);
var_dump(socket_get_option($listener, SOL_SOCKET, 30));
socket_close($sock);
var_dump(is_resource($conn), get_resource_type($conn));
try { fwrite($conn, "x"); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
$f = fopen(__FILE__, 'r');
var_dump(socket_import_stream($f));
try { socket_import_stream("x"); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
fclose($f);
try { socket_import_stream($f); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }

$s = socket_create(AF_INET, SOCK_STREAM, SOL_TCP);
socket_bind($s, '127.0.0.1', 0);
socket_listen($s);
socket_getsockname($s, $addr, $port);
$stream = socket_export_stream($s);
var_dump($stream, get_resource_type($stream), stream_get_meta_data($stream)['stream_type']);
var_dump(socket_export_stream($s) === $stream);
$c = stream_socket_client("tcp://127.0.0.1:$port");
$accepted = stream_socket_accept($stream);
var_dump(stream_get_meta_data($accepted)['stream_type']);
$u = socket_create(AF_INET, SOCK_DGRAM, SOL_UDP);
var_dump(stream_get_meta_data(socket_export_stream($u))['stream_type']);
socket_create_pair(AF_UNIX, SOCK_STREAM, 0, $pr);
$ps = socket_export_stream($pr[0]);
var_dump(stream_get_meta_data($ps)['stream_type'], stream_get_meta_data($ps)['blocked']);
fwrite($ps, "via stream");
var_dump(socket_read($pr[1], 100));
socket_set_nonblock($pr[1]);
$ps1 = socket_export_stream($pr[1]);
var_dump(stream_get_meta_data($ps1)['blocked']);
socket_close($pr[0]);
var_dump(get_resource_type($ps));
fclose($ps1);
var_dump(socket_read($pr[1], 10));
--EXPECTF--
object(Socket)#1 (0) {
}
string(9) "127.0.0.1"
bool(true)
string(22) "to the imported socket"
int(18)
string(18) "back to the stream"
bool(false)
int(1)
bool(false)
string(7) "Unknown"
fwrite(): supplied resource is not a valid stream resource

Warning: socket_import_stream(): Cannot represent a stream of type STDIO as a Socket Descriptor in %s on line 21
bool(false)
socket_import_stream(): Argument #1 ($stream) must be of type resource, string given
socket_import_stream(): supplied resource is not a valid stream resource
resource(9) of type (stream)
string(6) "stream"
string(14) "tcp_socket/ssl"
bool(true)
string(14) "tcp_socket/ssl"
string(10) "udp_socket"
string(11) "unix_socket"
bool(true)
string(10) "via stream"
bool(false)
string(7) "Unknown"

Warning: socket_read(): unable to read from socket [9]: Bad file descriptor in %s on line 49
bool(false)
