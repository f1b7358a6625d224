--TEST--
Output buffers a coroutine leaves open are flushed outwards, innermost first and through their handlers, when it finishes
--FILE--
<?php
use function Async\spawn;
use function Async\await;
use function Async\suspend;

$plain = spawn(function () {
    ob_start();
    echo "plain buffer\n";
});
await($plain);
echo "after plain\n";

$nested = spawn(function () {
    ob_start(fn($b) => "[outer:" . $b . "]\n");
    echo "outer text";
    ob_start(fn($b) => strtoupper($b));
    echo "inner text ";
    suspend();
    echo "after suspend ";
});
ob_start();
echo "main buffer\n";
suspend();
$main = ob_get_clean();
await($nested);
echo "main kept: ", $main;

$failed = spawn(function () {
    ob_start();
    echo "before throw\n";
    throw new RuntimeException("boom");
});
try {
    await($failed);
} catch (RuntimeException $e) {
    echo "caught: ", $e->getMessage(), "\n";
}
echo "end\n";
?>
--EXPECT--
plain buffer
after plain
[outer:outer textINNER TEXT AFTER SUSPEND ]
main kept: main buffer
before throw
caught: boom
end
