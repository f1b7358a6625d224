--TEST--
stream_copy_to_stream: whole, length and offset, into memory, from a socket until the peer closes
--FILE--
<?php
$src_file = tempnam(sys_get_temp_dir(), 'src');
$dst_file = tempnam(sys_get_temp_dir(), 'dst');
file_put_contents($src_file, str_repeat("ABCDEFGHIJKLMNOP", 1000));
$src = fopen($src_file, 'r'); $dst = fopen($dst_file, 'w');
var_dump(stream_copy_to_stream($src, $dst));
var_dump(stream_copy_to_stream($src, $dst));
fclose($src); fclose($dst);
var_dump(md5_file($dst_file) === md5_file($src_file));
$src = fopen($src_file, 'r'); $dst = fopen($dst_file, 'w');
var_dump(stream_copy_to_stream($src, $dst, 5, 3), stream_copy_to_stream($src, $dst, 0));
fclose($dst);
var_dump(file_get_contents($dst_file));
$m = fopen('php://memory', 'w+');
var_dump(stream_copy_to_stream($src, $m, 10000));
rewind($m);
var_dump(strlen(stream_get_contents($m)), ftell($src));
[$a, $b] = stream_socket_pair(STREAM_PF_UNIX, STREAM_SOCK_STREAM, 0);
fwrite($a, "over the socket"); fclose($a);
$m = fopen('php://memory', 'w+');
var_dump(stream_copy_to_stream($b, $m));
rewind($m); var_dump(stream_get_contents($m));
unlink($src_file); unlink($dst_file);
--EXPECT--
int(16000)
int(0)
bool(true)
int(5)
int(0)
string(5) "DEFGH"
int(10000)
int(10000)
int(10008)
int(15)
string(15) "over the socket"
