--TEST--
debug_backtrace() and getTraceAsString() inside a fiber go on into the caller's frames
--FILE--
<?php
function where() { debug_print_backtrace(); }
class Runner {
    function go(Fiber $f) { return $f->start('arg'); }
    function again(Fiber $f) { $f->resume(7); }
}
$f = new Fiber(function ($a) {
    where();
    $v = Fiber::suspend();
    $t = debug_backtrace();
    foreach ($t as $fr) { echo $fr['function'], isset($fr['line']) ? " line {$fr['line']}" : " [internal]", "\n"; }
    echo (new Exception)->getTraceAsString(), "\n";
});
$r = new Runner;
$r->go($f);
$r->again($f);
--EXPECTF--
#0 %s(8): where()
#1 [internal function]: {closure}('arg')
#2 %s(4): Fiber->start('arg')
#3 %s(15): Runner->go(Object(Fiber))
{closure} [internal]
resume line 5
again line 16
#0 [internal function]: {closure}('arg')
#1 %s(5): Fiber->resume(7)
#2 %s(16): Runner->again(Object(Fiber))
#3 {main}
