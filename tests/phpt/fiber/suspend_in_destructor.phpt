--TEST--
Fiber::suspend() inside a __destruct called in a fiber throws FiberError; releasing a suspended fiber there still unwinds it
--FILE--
<?php
class D {
    public $fiber;
    function __destruct() {
        try { Fiber::suspend(); } catch (FiberError $e) { echo "suspend: ", $e->getMessage(), "\n"; }
        $this->fiber = null;
        echo "destructor done\n";
    }
}
$f = new Fiber(function () {
    $d = new D;
    $d->fiber = new Fiber(function () { try { Fiber::suspend(); } finally { echo "inner finally\n"; } });
    $d->fiber->start();
    unset($d);
    echo "fiber goes on\n";
});
$f->start();
--EXPECT--
suspend: Cannot switch fibers in current execution context
inner finally
destructor done
fiber goes on
