--TEST--
fibers cannot be started inside __destruct (unset, cycle collection, script end); shutdown functions may
--FILE--
<?php
class Holder {
    public $self;
    function __destruct() {
        echo "destruct\n";
        try {
            $g = new Fiber(function () { Fiber::suspend(1); });
            var_dump($g->start());
        } catch (FiberError $e) {
            echo $e->getMessage(), "\n";
        }
    }
}
$h = new Holder; unset($h);
$h = new Holder; $h->self = $h; unset($h); gc_collect_cycles();
register_shutdown_function(function () {
    $g = new Fiber(function () { Fiber::suspend(1); });
    var_dump($g->start());
    $g->resume();
    echo "shutdown function ok\n";
});
$h = new Holder;
echo "end\n";
--EXPECT--
destruct
Cannot switch fibers in current execution context
destruct
Cannot switch fibers in current execution context
end
int(1)
shutdown function ok
destruct
Cannot switch fibers in current execution context
