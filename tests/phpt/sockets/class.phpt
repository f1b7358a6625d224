--TEST--
Socket objects: final, not constructible, uncloneable, not serializable, no dynamic properties, not comparable
--EXTENSIONS--
sockets
--FILE--
<?php
var_dump(extension_loaded('sockets'));
$s = socket_create(AF_INET, SOCK_STREAM, SOL_TCP);
var_dump($s, $s instanceof Socket, get_class($s));
$r = new ReflectionClass('Socket');
var_dump($r->isFinal(), $r->isInternal());
foreach ([
    fn() => new Socket(),
    fn() => clone $s,
    fn() => serialize($s),
    fn() => unserialize('O:6:"Socket":0:{}'),
    function () use ($s) { $s->prop = 1; },
] as $f) {
    try {
        $f();
    } catch (Throwable $e) {
        echo get_class($e), ": ", $e->getMessage(), "\n";
    }
}
$t = socket_create(AF_INET, SOCK_STREAM, SOL_TCP);
var_dump((array) $s, $s == $s, $s == $t, $s != $t, $s < $t, $s > $t, $s <=> $t, in_array($t, [$s]));
socket_close($s);
var_dump($s);
--EXPECT--
bool(true)
object(Socket)#1 (0) {
}
bool(true)
string(6) "Socket"
bool(true)
bool(true)
Error: Cannot directly construct Socket, use socket_create() instead
Error: Trying to clone an uncloneable object of class Socket
Exception: Serialization of 'Socket' is not allowed
Exception: Unserialization of 'Socket' is not allowed
Error: Cannot create dynamic property Socket::$prop
array(0) {
}
bool(true)
bool(false)
bool(true)
bool(false)
bool(false)
int(1)
bool(false)
object(Socket)#1 (0) {
}
