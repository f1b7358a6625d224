--TEST--
A failed coroutine whose handle is still held keeps its exception; dropping the handle unawaited throws it there, awaiting it first or the end of the script does not
--FILE--
<?php
use function Async\{spawn, suspend, await};

$c = spawn(function () {
    throw new RuntimeException("kept 1");
});
suspend();
echo "still running\n";
try {
    unset($c);
    echo "unset did not throw\n";
} catch (RuntimeException $e) {
    echo "unset threw: ", $e->getMessage(), "\n";
}

$d = spawn(function () {
    throw new RuntimeException("kept 2");
});
suspend();
try {
    $d = null;
} catch (RuntimeException $e) {
    echo "reassignment threw: ", $e->getMessage(), "\n";
}

$e = spawn(function () {
    throw new RuntimeException("kept 3");
});
suspend();
for ($i = 0; $i < 2; $i++) {
    try {
        await($e);
    } catch (RuntimeException $x) {
        echo "await $i: ", $x->getMessage(), "\n";
    }
}
unset($e);
echo "awaited handle dropped quietly\n";

$f = spawn(function () {
    throw new RuntimeException("kept until the end");
});
echo "end\n";
?>
--EXPECT--
still running
unset threw: kept 1
reassignment threw: kept 2
await 0: kept 3
await 1: kept 3
awaited handle dropped quietly
end
