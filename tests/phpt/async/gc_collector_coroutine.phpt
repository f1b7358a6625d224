--TEST--
Once the scheduler runs, collections are handed to the collector coroutine: gc_collect_cycles() returns 0 and the cycles are freed at the next scheduling point; a loop that never yields collects nothing; the threshold moves only on a run that finds the buffer full (spec 11.3)
--FILE--
<?php
use function Async\await;
use function Async\delay;
use function Async\spawn;
use function Async\suspend;

class Node {
    public $self;
    public function __construct(public int $n) { $this->self = $this; }
    public function __destruct() { echo "destruct {$this->n}\n"; }
}

await(spawn(function () {
    new Node(1);
    echo "collected at once: ", gc_collect_cycles(), "\n";
    echo "before suspend\n";
    suspend();
    echo "after suspend\n";
}));

// Live cycles fill the buffer without a yield: no run yet.
$live = [];
await(spawn(function () use (&$live) {
    $runs = gc_status()['runs'];
    $collected = gc_status()['collected'];
    for ($i = 0; $i < 6000; $i++) {
        $a = new stdClass();
        $b = new stdClass();
        $a->b = $b;
        $b->a = $a;
        $live[] = $a;
        unset($a, $b);
    }
    $s = gc_status();
    echo "runs before yield: ", $s['runs'] - $runs, ", threshold {$s['threshold']}\n";
    delay(1);
    $s = gc_status();
    echo "runs after yield: ", $s['runs'] - $runs, ", collected ", $s['collected'] - $collected, ", threshold {$s['threshold']}\n";
}));

// Suspects freed by refcounting before the run: the threshold stays.
$live = null;
gc_collect_cycles();
delay(1);
$t = gc_status()['threshold'];
await(spawn(function () {
    $keep = [];
    for ($i = 0; $i < 25000; $i++) {
        $o = new stdClass();
        $keep[] = $o;
        unset($o);
    }
    $keep = null;
    delay(1);
}));
echo "threshold unchanged: ", var_export(gc_status()['threshold'] === $t, true), "\n";
?>
--EXPECT--
collected at once: 0
before suspend
destruct 1
after suspend
runs before yield: 0, threshold 10001
runs after yield: 1, collected 0, threshold 20001
threshold unchanged: true
