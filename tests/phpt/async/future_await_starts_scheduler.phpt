--TEST--
Future::await() and await() on a settled Future at top level start the scheduler; root_context() and coroutine_context() do too
--FILE--
<?php
foreach (['root', 'coroutine', 'await', 'method'] as $op) {
    $code = match ($op) {
        'root' => 'Async\root_context();',
        'coroutine' => 'Async\coroutine_context();',
        'await' => 'Async\await(Async\Future::completed(1));',
        'method' => 'Async\Future::completed(1)->await();',
    };
    $file = tempnam(sys_get_temp_dir(), 'sched');
    file_put_contents($file, "<?php $code echo count(Async\\get_coroutines()), \"\\n\";");
    echo $op, ": ", shell_exec(escapeshellarg(PHP_BINARY) . ' ' . escapeshellarg($file));
    unlink($file);
}
?>
--EXPECT--
root: 1
coroutine: 1
await: 1
method: 1
