--TEST--
Using a closed Socket throws Error, and non-Socket arguments a TypeError
--EXTENSIONS--
sockets
--FILE--
<?php
$s = socket_create(AF_INET, SOCK_STREAM, SOL_TCP);
socket_close($s);
foreach ([
    'socket_close' => fn() => socket_close($s),
    'socket_bind' => fn() => socket_bind($s, '127.0.0.1'),
    'socket_read' => fn() => socket_read($s, 10),
    'socket_write' => fn() => socket_write($s, 'x'),
    'socket_get_option' => fn() => socket_get_option($s, SOL_SOCKET, SO_TYPE),
    'socket_last_error' => fn() => socket_last_error($s),
    'socket_set_nonblock' => fn() => socket_set_nonblock($s),
    'socket_getsockname' => fn() => socket_getsockname($s, $a),
] as $name => $f) {
    try {
        $f();
        echo "$name: no error\n";
    } catch (Throwable $e) {
        echo get_class($e), ": ", $e->getMessage(), "\n";
    }
}
try {
    socket_read("nope", 1);
} catch (TypeError $e) {
    echo $e->getMessage(), "\n";
}
var_dump(socket_last_error());
--EXPECT--
Error: socket_close(): Argument #1 ($socket) has already been closed
Error: socket_bind(): Argument #1 ($socket) has already been closed
Error: socket_read(): Argument #1 ($socket) has already been closed
Error: socket_write(): Argument #1 ($socket) has already been closed
Error: socket_get_option(): Argument #1 ($socket) has already been closed
Error: socket_last_error(): Argument #1 ($socket) has already been closed
Error: socket_set_nonblock(): Argument #1 ($socket) has already been closed
Error: socket_getsockname(): Argument #1 ($socket) has already been closed
socket_read(): Argument #1 ($socket) must be of type Socket, string given
int(0)
