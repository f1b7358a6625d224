--TEST--
TaskGroup::spawnWithKey() and TaskSet::spawnWithKey() take only an int or a string key: a float, bool or null key is a TypeError, not converted
--FILE--
<?php
use Async\TaskGroup;
use Async\TaskSet;

foreach ([new TaskGroup(), new TaskSet()] as $g) {
    foreach ([1.5, 2.0, true, null, [1]] as $key) {
        try {
            $g->spawnWithKey($key, fn() => "x");
            echo "accepted ", var_export($key, true), "\n";
        } catch (TypeError $e) {
            echo $e->getMessage(), "\n";
        }
    }
    $g->spawnWithKey(3, fn() => "int");
    $g->spawnWithKey("name", fn() => "string");
    echo get_class($g), " count: ", count($g), "\n";
    $g->close();
}
$g = new TaskGroup();
$g->spawnWithKey(3, fn() => "int");
$g->spawnWithKey("name", fn() => "string");
var_dump($g->all()->await());
?>
--EXPECT--
Async\TaskGroup::spawnWithKey(): Argument #1 ($key) must be of type string|int, float given
Async\TaskGroup::spawnWithKey(): Argument #1 ($key) must be of type string|int, float given
Async\TaskGroup::spawnWithKey(): Argument #1 ($key) must be of type string|int, bool given
Async\TaskGroup::spawnWithKey(): Argument #1 ($key) must be of type string|int, null given
Async\TaskGroup::spawnWithKey(): Argument #1 ($key) must be of type string|int, array given
Async\TaskGroup count: 2
Async\TaskSet::spawnWithKey(): Argument #1 ($key) must be of type string|int, float given
Async\TaskSet::spawnWithKey(): Argument #1 ($key) must be of type string|int, float given
Async\TaskSet::spawnWithKey(): Argument #1 ($key) must be of type string|int, bool given
Async\TaskSet::spawnWithKey(): Argument #1 ($key) must be of type string|int, null given
Async\TaskSet::spawnWithKey(): Argument #1 ($key) must be of type string|int, array given
Async\TaskSet count: 2
array(2) {
  [3]=>
  string(3) "int"
  ["name"]=>
  string(6) "string"
}
