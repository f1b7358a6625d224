--TEST--
A literal parameter default of the wrong type is a compile-time error
--FILE--
<?php
echo "not printed\n";
function ok(float $ratio = 1, ?int $n = null, int $m = null, iterable $it = []) {}
function bad(int $limit = 1.5) {}
--EXPECTF--

Fatal error: Cannot use float as default value for parameter $limit of type int in %s on line 4
