--TEST--
TaskGroup and TaskSet: foreach in spawn order, a TaskSet empties as it is iterated, by-reference iteration, await() of a group, awaitCompletion() before close(), finally() once idle, a spawner blocked by queueLimit woken by close(), argument checks, duplicate keys
--FILE--
<?php
use Async\TaskGroup;
use Async\TaskSet;
use function Async\spawn;
use function Async\suspend;
use function Async\await;

spawn(function () {
    $g = new TaskGroup();
    $g->spawn(function () { suspend(); suspend(); return "slow"; });
    $g->spawn(function () { throw new RuntimeException("boom"); });
    $g->spawnWithKey("k", fn() => "fast");
    $g->close();
    foreach ($g as $k => [$r, $e]) {
        echo "$k: ", $e ? "error " . $e->getMessage() : "result $r", "\n";
    }
    echo "count after foreach: ", count($g), "\n";

    $s = new TaskSet();
    $s->spawn(fn() => 1);
    $s->spawn(fn() => 2);
    $s->close();
    foreach ($s as $k => [$r, $e]) {
        echo "set $k => $r, left ", count($s), "\n";
    }

    try {
        foreach ($g as &$v) {}
    } catch (Error $e) {
        echo get_class($e), ": ", $e->getMessage(), "\n";
    }

    try {
        await($g);
    } catch (TypeError $e) {
        echo $e->getMessage(), "\n";
    }

    $o = new TaskGroup();
    try {
        $o->awaitCompletion();
    } catch (Async\AsyncException $e) {
        echo $e->getMessage(), "\n";
    }

    $f = new TaskGroup();
    $f->spawn(function () { suspend(); return 1; });
    $f->finally(function ($grp) use ($f) { echo "finally: ", $grp === $f ? "same" : "other", "\n"; });
    echo "registered\n";
    $f->all()->await();
    suspend();
    echo "after idle\n";

    $q = new TaskGroup(1, 1);
    $q->spawn(function () { suspend(); suspend(); });
    $q->spawn(function () {});
    spawn(function () use ($q) { $q->close(); echo "closed\n"; });
    try {
        $q->spawn(function () {});
        echo "spawned\n";
    } catch (Async\AsyncException $e) {
        echo "blocked spawner: ", $e->getMessage(), "\n";
    }

    $c = new TaskGroup();
    $c->spawn(function () { suspend(); return 1; });
    $c->cancel(new Async\AsyncCancellation("custom"));
    $c->awaitCompletion();
    var_dump($c->isFinished(), $c->isClosed());

    try { new TaskGroup(5000000000); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
    try { new TaskSet(-2); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
    $d = new TaskGroup();
    $d->spawnWithKey("x", fn() => 1);
    try { $d->spawnWithKey("x", fn() => 1); } catch (Async\AsyncException $e) { echo $e->getMessage(), "\n"; }
    $d->close();
    var_dump($d->any()->await());
});
--EXPECT--
0: result slow
1: error boom
k: result fast
count after foreach: 3
set 0 => 1, left 1
set 1 => 2, left 0
Error: Cannot iterate TaskGroup by reference
Async\await(): Argument #1 ($awaitable) must be of type Async\Completable, Async\TaskGroup given
TaskGroup must be closed before calling awaitCompletion()
registered
finally: same
after idle
closed
blocked spawner: Cannot spawn tasks on a closed TaskGroup
bool(true)
bool(true)
Async\TaskGroup::__construct(): Argument #1 ($concurrency) must be between 0 and 4294967295
Async\TaskSet::__construct(): Argument #1 ($concurrency) must be between 0 and 4294967295
Duplicate key "x" in TaskGroup
int(1)
