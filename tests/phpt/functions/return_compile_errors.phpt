--TEST--
Compile-time return checks: a void function returning a value stops the script before any output
--FILE--
<?php
echo "never printed\n";
function ok(): void { return; }
function g(): Generator { return; yield 1; }
function f(): void { if (true) { return 1; } }
--EXPECTF--
Fatal error: A void function must not return a value in %s on line 5
