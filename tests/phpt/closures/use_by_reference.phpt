--TEST--
use(&$x) shares the variable with the enclosing scope
--FILE--
<?php
$count = 0;
$inc = function ($by = 1) use (&$count) { $count += $by; };
$inc();
$inc(5);
echo $count, "\n";
$log = [];
$logger = function ($msg) use (&$log) { $log[] = strtoupper($msg); };
array_map($logger, ['a', 'b']);
print_r($log);
$late = function () use (&$defined_later) { return $defined_later ?? 'unset'; };
echo $late(), "\n";
$defined_later = 'set later';
echo $late(), "\n";
--EXPECT--
6
Array
(
    [0] => A
    [1] => B
)
unset
set later
