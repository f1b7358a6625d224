--TEST--
async: signal() futures, tokens and dropped futures
--FILE--
<?php
// Async\signal(): the future completes with the Signal case when the signal arrives, every
// future listening for it completes; a token that fires first fails it with the token's
// own exception; an unused signal future does not keep the program alive (spec 10.7).
use Async\Signal;
use function Async\{signal, spawn, delay, await, timeout};

var_dump(Signal::SIGUSR1->value, Signal::from(15) === Signal::SIGTERM, count(Signal::cases()));

$f = signal(Signal::SIGUSR1);
spawn(function () { delay(10); posix_kill(getmypid(), SIGUSR1); });
$s = await($f);
echo "got ", $s->name, "\n";

try {
    await(signal(Signal::SIGUSR2, timeout(20)));
} catch (Async\TimeoutException $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}

$a = signal(Signal::SIGHUP);
$b = signal(Signal::SIGHUP);
spawn(fn() => posix_kill(getmypid(), SIGHUP));
echo await($a)->name, " ", await($b)->name, "\n";

signal(Signal::SIGWINCH)->ignore();
spawn(function () { delay(5); echo "done\n"; });
--EXPECT--
int(10)
bool(true)
int(14)
got SIGUSR1
Async\TimeoutException: Timeout occurred after 20 milliseconds
SIGHUP SIGHUP
done
