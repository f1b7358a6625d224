--TEST--
A never-returning function must not return
--FILE--
<?php
echo "x";
function fail(string $m): never { echo $m; return; }
--EXPECTF--
Fatal error: A never-returning function must not return in %s on line 3
