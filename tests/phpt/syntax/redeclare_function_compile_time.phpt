--TEST--
A redeclared function is a compile-time error: nothing runs, the error shows once
--FILE--
<?php
echo "before\n";
function foo() {}
function foo() {}
--EXPECTF--
Fatal error: Cannot redeclare foo() (previously declared in %s:3) in %s on line 4
