--TEST--
async: sleep family suspends only the calling coroutine
--FILE--
<?php
// The sleep family inside coroutines suspends only the caller (wake-ups in deadline
// order, a zero duration only yields); argument errors are PHP's.
use function Async\spawn;
use function Async\delay;

$start = hrtime(true);
$ms = fn() => intdiv(hrtime(true) - $start, 1_000_000);

spawn(function () use ($ms) {
    $r = sleep(0);
    echo "sleep(0) returned $r\n";
    $r = usleep(60_000);
    echo "usleep done: ", var_export($r, true), ", waited ", $ms() >= 60 ? "enough" : "too little", "\n";
});
spawn(function () use ($ms) {
    $r = time_nanosleep(0, 20_000_000);
    echo "time_nanosleep done: ", var_export($r, true), ", waited ", $ms() >= 20 ? "enough" : "too little", "\n";
});
spawn(function () use ($ms) {
    $r = time_sleep_until(microtime(true) + 0.04);
    echo "time_sleep_until done: ", var_export($r, true), ", waited ", $ms() >= 39 ? "enough" : "too little", "\n";
});
spawn(function () {
    echo "runs while the others sleep\n";
    delay(0);
    echo "delay(0) only yields\n";
});
echo "main continues\n";
delay(100);
echo "main woke\n";

foreach ([fn() => sleep(-1), fn() => usleep(-1), fn() => time_nanosleep(-1, 0),
          fn() => time_nanosleep(0, -1), fn() => time_nanosleep(0, 1_000_000_000)] as $f) {
    try {
        $f();
    } catch (ValueError $e) {
        echo get_class($e), ": ", $e->getMessage(), "\n";
    }
}
var_dump(time_sleep_until(microtime(true) - 10));
--EXPECTF--
main continues
runs while the others sleep
sleep(0) returned 0
delay(0) only yields
time_nanosleep done: true, waited enough
time_sleep_until done: true, waited enough
usleep done: NULL, waited enough
main woke
ValueError: sleep(): Argument #1 ($seconds) must be greater than or equal to 0
ValueError: usleep(): Argument #1 ($microseconds) must be greater than or equal to 0
ValueError: time_nanosleep(): Argument #1 ($seconds) must be greater than or equal to 0
ValueError: time_nanosleep(): Argument #2 ($nanoseconds) must be greater than or equal to 0
ValueError: Nanoseconds was not in the range 0 to 999 999 999 or seconds was negative

Warning: time_sleep_until(): Argument #1 ($timestamp) must be greater than or equal to the current time in %s on line 41
bool(false)
