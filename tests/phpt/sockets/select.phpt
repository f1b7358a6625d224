--TEST--
socket_select(): ready sockets keep their keys, timeouts, argument errors
--EXTENSIONS--
sockets
--FILE--
<?php
socket_create_pair(AF_UNIX, SOCK_STREAM, 0, $p1);
socket_create_pair(AF_UNIX, SOCK_STREAM, 0, $p2);
$read = ['first' => $p1[1], 'second' => $p2[1]];
$write = null;
$except = null;
var_dump(socket_select($read, $write, $except, 0));
var_dump($read);
socket_write($p2[0], "x");
$read = ['first' => $p1[1], 'second' => $p2[1], 7 => $p1[0]];
$write = [5 => $p1[0]];
$except = [];
var_dump(socket_select($read, $write, $except, 1));
var_dump(array_keys($read), array_keys($write), $except);
$start = microtime(true);
$read = [$p1[1]];
$write = $except = null;
var_dump(socket_select($read, $write, $except, 0, 200000));
$took = microtime(true) - $start;
var_dump($read, $took >= 0.15 && $took < 2);
$read = [$p2[1]];
var_dump(socket_select($read, $w, $e, null));
foreach ([
    fn() => socket_select($n1, $n2, $n3, 0),
    function () { $r = []; $w = []; return socket_select($r, $w, $e, 0); },
    function () { $r = [1]; return socket_select($r, $w, $e, 0); },
    function () use ($p1) { $r = [$p1[0]]; $w = ['a' => 'b']; return socket_select($r, $w, $e, 0); },
    function () { $s = socket_create(AF_INET, SOCK_STREAM, 0); socket_close($s); $r = [$s]; return socket_select($r, $w, $e, 0); },
] as $f) {
    try {
        var_dump($f());
    } catch (Throwable $ex) {
        echo get_class($ex), ": ", $ex->getMessage(), "\n";
    }
}
$read = [$p2[1]];
var_dump(socket_select($read, $w2, $e2, -1));
var_dump(socket_last_error());
var_dump(socket_select($read, $w2, $e2, 0, -5));
--EXPECTF--
int(0)
array(0) {
}
int(2)
array(1) {
  [0]=>
  string(6) "second"
}
array(1) {
  [0]=>
  int(5)
}
array(0) {
}
int(0)
array(0) {
}
bool(true)
int(1)
ValueError: socket_select(): At least one array argument must be passed
ValueError: socket_select(): At least one array argument must be passed
TypeError: socket_select(): Argument #1 ($read) must only have elements of type Socket, int given
TypeError: socket_select(): Argument #2 ($write) must only have elements of type Socket, string given
TypeError: socket_select(): Argument #1 ($read) contains a closed socket

Warning: socket_select(): Unable to select [22]: Invalid argument in %s on line 37
bool(false)
int(22)

Warning: socket_select(): Unable to select [22]: Invalid argument in %s on line 39
bool(false)
