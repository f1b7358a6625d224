--TEST--
Coroutines that have not started own no stack: 100k spawned coroutines wait in the run queue with no stack allocated; once they have all run, the pool keeps at most its minimum (spec 2.11, the context pool)
--FILE--
<?php
use function Async\spawn;
use function Async\suspend;
use function Async\runtime_stats;

// The discarded coroutine objects fill the root buffer: without this the collector
// coroutine would join the counts below.
gc_disable();

function work(): void {
    $GLOBALS['ran']++;
}

$ran = 0;
$n = 100000;
for ($i = 0; $i < $n; $i++) {
    spawn('work');
}
$s = runtime_stats();
echo "live coroutines: ", $s['coroutines_total'], "\n";
echo "run queue: ", $s['coroutine_queue'], "\n";
echo "stacks: ", $s['fiber_pool_capacity'], "\n";
echo "stack bytes: ", $s['fiber_pool_virtual_bytes'], "\n";
echo "ran: $ran\n";

// suspend() queues main behind every spawned coroutine: they all run first.
suspend();
$s = runtime_stats();
echo "ran: $ran\n";
echo "live coroutines: ", $s['coroutines_total'], "\n";
echo "run queue: ", $s['coroutine_queue'], "\n";
var_dump($s['fiber_pool_capacity'] <= $s['fiber_pool_min']);
?>
--EXPECT--
live coroutines: 100001
run queue: 100000
stacks: 0
stack bytes: 0
ran: 0
ran: 100000
live coroutines: 1
run queue: 0
bool(true)
