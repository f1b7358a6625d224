<?php
// 1M coroutines spawned and not started yet own no stack: runtime_stats() counts the
// stacks (fiber_pool_capacity) while they wait in the run queue; then they all run.
use function Async\runtime_stats;
use function Async\spawn;

function work(): void {
    $GLOBALS['ran']++;
}

$n = 1000000;
$ran = 0;
for ($i = 0; $i < $n; $i++) {
    spawn('work');
}
$s = runtime_stats();
echo "queued: {$s['coroutine_queue']}, stacks: {$s['fiber_pool_capacity']}, ",
    "stack bytes: {$s['fiber_pool_virtual_bytes']}\n";
register_shutdown_function(function () use (&$ran) {
    echo "ran: $ran\n";
});
