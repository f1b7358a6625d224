--TEST--
A duplicate enum case is a compile-time error even though enums are declared when their statement runs
--FILE--
<?php
echo "before\n";
enum E { case A; case B; case A; }
--EXPECTF--
Fatal error: Cannot redefine class constant E::A in %s on line 3
