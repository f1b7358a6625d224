--TEST--
any callable can run as a fiber: a builtin, a method, a static method, an invokable
--FILE--
<?php
class C {
    function m($x) { return Fiber::suspend("m:$x") . "!"; }
    static function s() { return "static"; }
    function __invoke() { return "invoked"; }
}
$f = new Fiber('strtoupper'); $f->start("abc"); var_dump($f->getReturn());
$f = new Fiber([new C, 'm']); var_dump($f->start(1)); $f->resume("back"); var_dump($f->getReturn());
$f = new Fiber('C::s'); $f->start(); var_dump($f->getReturn());
$f = new Fiber(new C); $f->start(); var_dump($f->getReturn());
$f = new Fiber(fn($a, ...$rest) => count($rest) + $a); $f->start(10, 1, 2, 3); var_dump($f->getReturn());
--EXPECT--
string(3) "ABC"
string(3) "m:1"
string(5) "back!"
string(6) "static"
string(7) "invoked"
int(13)
