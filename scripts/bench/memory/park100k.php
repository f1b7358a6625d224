<?php
// 100k coroutines parked on one Future at once, then released: memory per parked coroutine.
use Async\Future;
use Async\FutureState;
use function Async\await;
use function Async\await_all;
use function Async\spawn;
use function Async\suspend;

$n = 100000;
$state = new FutureState();
$future = new Future($state);
$cs = [];
for ($i = 0; $i < $n; $i++) {
    $cs[] = spawn(fn() => await($future));
}
suspend();
$state->complete(1);
[$results] = await_all($cs);
echo array_sum($results), "\n";
