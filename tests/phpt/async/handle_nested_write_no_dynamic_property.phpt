--TEST--
Async handles refuse a dynamic property created by a nested write as they refuse a plain write
--FILE--
<?php
$c = Async\spawn(fn() => 1);
try { $c->list[] = 1; } catch (Error $e) { echo $e->getMessage(), "\n"; }
try { $c->plain = 1; } catch (Error $e) { echo $e->getMessage(), "\n"; }
echo Async\await($c), "\n";
--EXPECT--
Cannot create dynamic property Async\Coroutine::$list
Cannot create dynamic property Async\Coroutine::$plain
1
