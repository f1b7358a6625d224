--TEST--
Coroutine::finally() accepts any callable (function names, static methods, invokable objects) and rejects other values with a TypeError
--FILE--
<?php
use function Async\spawn;
use function Async\await;
use function Async\suspend;

function by_name($c) { echo "by name: ", get_class($c), "\n"; }
class Handlers {
    public static function stat($c) { echo "static method\n"; }
    public function __invoke($c) { echo "invokable\n"; }
}

$c = spawn(function () { suspend(); return 1; });
$c->finally('by_name');
$c->finally('Handlers::stat');
$c->finally(new Handlers);
foreach (["not_a_function", 123, null] as $bad) {
    try {
        $c->finally($bad);
    } catch (TypeError $e) {
        echo $e->getMessage(), "\n";
    }
}
try {
    $c->finally();
} catch (ArgumentCountError $e) {
    echo $e->getMessage(), "\n";
}
await($c);
suspend();
echo "end\n";
?>
--EXPECT--
Async\Coroutine::finally(): Argument #1 ($callback) argument must be callable
Async\Coroutine::finally(): Argument #1 ($callback) argument must be callable
Async\Coroutine::finally(): Argument #1 ($callback) argument must be callable
Async\Coroutine::finally() expects exactly 1 argument, 0 given
by name: Async\Coroutine
static method
invokable
end
