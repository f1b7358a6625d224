--TEST--
The context functions and await() on an already completed Future start the scheduler (current_coroutine() then returns the main coroutine)
--FILE--
<?php
try {
    Async\current_coroutine();
} catch (Async\AsyncException $e) {
    echo "before: ", $e->getMessage(), "\n";
}
var_dump(Async\get_coroutines());
Async\current_context();
echo "after current_context: ", count(Async\get_coroutines()), " coroutine\n";
var_dump(Async\current_coroutine() === Async\get_coroutines()[0]);
var_dump(Async\await(Async\Future::completed("done")));
?>
--EXPECT--
before: The current coroutine is not defined
array(0) {
}
after current_context: 1 coroutine
bool(true)
string(4) "done"
