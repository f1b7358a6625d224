--TEST--
fibers still suspended at the end of the script are destroyed, running their finally blocks
--FILE--
<?php
$a = new Fiber(function () {
    try { Fiber::suspend(); } finally { echo "a finally\n"; }
});
$b = new Fiber(function () {
    while (true) { Fiber::suspend(); echo "b resumed\n"; }
});
$a->start();
$b->start();
$b->resume();
echo "end of script\n";
--EXPECT--
b resumed
end of script
a finally
