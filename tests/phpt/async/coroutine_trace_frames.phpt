--TEST--
Coroutine::getTrace() gives a suspended coroutine's stack; inside a coroutine its entry closure shows as called from the runtime, named {closure:FILE:LINE}
--FILE--
<?php
use function Async\{spawn, suspend, await};

function inner($x) {
    suspend();
}

$c = spawn(function ($x) {
    inner($x + 1);
}, 5);
var_dump($c->getTrace());
suspend();
$trace = $c->getTrace();
echo count($trace), "\n";
echo $trace[0]['function'], " line ", $trace[0]['line'], " args ", json_encode($trace[0]['args']), "\n";
echo $trace[1]['function'] === '{closure:' . __FILE__ . ':8}' ? "entry closure\n" : "other\n";
var_dump(isset($trace[1]['file']), isset($trace[1]['line']));
$short = $c->getTrace(DEBUG_BACKTRACE_IGNORE_ARGS, 1);
echo count($short), " ", isset($short[0]['args']) ? "args" : "no args", "\n";
await($c);
var_dump($c->getTrace());

await(spawn(function () {
    try {
        throw new Exception("inside");
    } catch (Exception $e) {
        echo $e->getTraceAsString(), "\n";
    }
}));
?>
--EXPECTF--
NULL
2
inner line 9 args [6]
entry closure
bool(false)
bool(false)
1 no args
NULL
#0 [internal function]: {closure:%s:23}()
#1 {main}
