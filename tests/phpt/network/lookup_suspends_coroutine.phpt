--TEST--
A host lookup in a coroutine suspends only that coroutine, and a cancelled lookup ends quietly
--FILE--
<?php
use function Async\spawn;
use function Async\await;

$a = spawn(function () {
    echo "lookup starts\n";
    $ip = gethostbyname('localhost');
    echo "localhost is $ip\n";
    return gethostbynamel('localhost');
});
$b = spawn(function () {
    echo "other coroutine runs\n";
});
$c = spawn(function () {
    try {
        gethostbyname('localhost');
        return "resolved";
    } catch (Async\AsyncCancellation $e) {
        return "cancelled: " . $e->getMessage();
    }
});
Async\suspend();
$c->cancel(new Async\AsyncCancellation("stop"));
var_dump(await($a));
await($b);
echo await($c), "\n";
echo gethostbyaddr('127.0.0.1'), "\n";
?>
--EXPECT--
lookup starts
other coroutine runs
localhost is 127.0.0.1
array(1) {
  [0]=>
  string(9) "127.0.0.1"
}
cancelled: stop
localhost
