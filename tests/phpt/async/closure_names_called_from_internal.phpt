--TEST--
In a coroutine, closures called by a builtin show in traces with their PHP 8.4 names, like the coroutine's entry closure
--FILE--
<?php
use function Async\{spawn, await};

await(spawn(function () {
    try {
        array_map(function ($x) {
            throw new Exception("in callback");
        }, [1]);
    } catch (Exception $e) {
        echo $e->getTraceAsString(), "\n";
    }
}));
?>
--EXPECTF--
#0 [internal function]: {closure:{closure:%s:4}:6}(1)
#1 %s(6): array_map(Object(Closure), Array)
#2 [internal function]: {closure:%s:4}()
#3 {main}
