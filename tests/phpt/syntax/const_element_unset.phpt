--TEST--
Unsetting an element of a constant is a compile-time error
--FILE--
<?php
echo "not printed\n";
const ITEMS = ["a" => 1];
unset(ITEMS["a"]);
--EXPECTF--

Fatal error: Cannot use temporary expression in write context in %s on line 4
