--TEST--
an uncaught exception thrown in a fiber shows the fiber's frames then the resumer's
--FILE--
<?php
function thrower(int $n) { throw new RuntimeException("bad $n"); }
function run() {
    $f = new Fiber(function (int $n) { Fiber::suspend(); thrower($n); });
    $f->start(3);
    $f->resume();
}
run();
--EXPECTF--

Fatal error: Uncaught RuntimeException: bad 3 in %s:2
Stack trace:
#0 %s(4): thrower(3)
#1 [internal function]: {closure}(3)
#2 %s(6): Fiber->resume()
#3 %s(8): run()
#4 {main}
  thrown in %s on line 2
