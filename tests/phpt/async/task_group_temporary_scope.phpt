--TEST--
A TaskGroup given a temporary Scope (new TaskGroup(scope: new Scope())) runs its tasks: the scope object goes away while idle, which does not cancel the group's tasks
--FILE--
<?php
use Async\TaskGroup;
use Async\Scope;
use function Async\spawn;
use function Async\delay;
use function Async\await;

$g = new TaskGroup(scope: new Scope());
$g->spawn(fn() => "a");
$g->spawnWithKey("k", fn() => "b");
var_dump($g->all()->await());

await(spawn(function () {
    $g = new TaskGroup(2, scope: new Scope());
    foreach ([40, 10, 20] as $ms) {
        $g->spawn(function () use ($ms) {
            delay($ms);
            echo "task $ms\n";
            return $ms;
        });
    }
    $g->close();
    $g->awaitCompletion();
    var_dump($g->isFinished(), $g->isClosed());
    foreach ($g as $k => [$r, $e]) {
        echo "$k: $r\n";
    }
}));

$h = new TaskGroup(scope: Scope::inherit());
$h->spawn(fn() => "inherited");
var_dump(await($h->all()));
?>
--EXPECT--
array(2) {
  [0]=>
  string(1) "a"
  ["k"]=>
  string(1) "b"
}
task 10
task 20
task 40
bool(true)
bool(true)
0: 40
1: 10
2: 20
array(1) {
  [0]=>
  string(9) "inherited"
}
