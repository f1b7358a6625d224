--TEST--
A Future made by map(), catch() or finally() is created where that method was called: its created location and its end-of-life warning name that line, not the source's
--FILE--
<?php
use Async\Future;
use Async\FutureState;

$state = new FutureState(); $sourceLine = __LINE__;
$source = new Future($state);

$mapped = $source->map(fn($v) => $v + 1); $mapLine = __LINE__;
$caught = $source->catch(fn($e) => 0); $catchLine = __LINE__;
$finished = $source->finally(fn() => null); $finallyLine = __LINE__;

var_dump($source->getCreatedFileAndLine()[1] === $sourceLine);
var_dump($mapped->getCreatedFileAndLine()[1] === $mapLine);
var_dump($caught->getCreatedFileAndLine()[1] === $catchLine);
var_dump($finished->getCreatedLocation() === __FILE__ . ":" . $finallyLine);
var_dump($mapped->getCompletedLocation());

$state->complete(1);
echo $mapped->await(), "\n";
$caught->ignore();
$finished->ignore();

$unused = Future::completed(5)->map(fn($v) => $v); $unusedLine = __LINE__;
Async\suspend();
ob_start();
unset($unused);
$warning = ob_get_clean();
var_dump(str_contains($warning, "Future was never used"));
var_dump(str_contains($warning, "Created at " . __FILE__ . ":" . $unusedLine . " "));
?>
--EXPECT--
bool(true)
bool(true)
bool(true)
bool(true)
string(7) "unknown"
2
bool(true)
bool(true)
