--TEST--
spawn(), spawn_with(), Scope::spawn() and TaskGroup::spawn() pass named arguments on to the task
--FILE--
<?php
use Async\{Scope, TaskGroup};
use function Async\{spawn, spawn_with, await};

function task($a, $b = 'B', ...$rest) {
    return "a=$a b=$b rest=" . json_encode($rest);
}

echo await(spawn('task', b: 2, a: 1)), "\n";
echo await(spawn('task', 1, b: 2)), "\n";
echo await(spawn('task', 1, 2, 3, x: 4)), "\n";
$scope = new Scope();
echo await(spawn_with($scope, 'task', a: 'with')), "\n";
echo await($scope->spawn(fn($x, $y) => "$x-$y", y: 1, x: 2)), "\n";
$group = new TaskGroup(concurrency: 1);
$group->spawn(fn($x, $y) => "$x-$y", y: 'a', x: 'b');
$group->spawn(fn($x, $y) => "$x-$y", y: 'c', x: 'd');
$group->spawnWithKey('k', fn($x) => "k$x", x: 'e');
print_r($group->all()->await());
echo call_user_func('task', b: 'cb', a: 'call'), "\n";
try {
    sprintf('%s', x: 1);
} catch (ArgumentCountError $e) {
    echo $e->getMessage(), "\n";
}
?>
--EXPECT--
a=1 b=2 rest=[]
a=1 b=2 rest=[]
a=1 b=2 rest={"0":3,"x":4}
a=with b=B rest=[]
2-1
Array
(
    [0] => b-a
    [1] => d-c
    [k] => ke
)
a=call b=cb rest=[]
sprintf() does not accept unknown named parameters
