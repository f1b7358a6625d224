--TEST--
Writing a property of an enum case constant is a compile-time error
--FILE--
<?php
echo "never printed\n";
enum Status { case Active; }
Status::Active->name = "x";
--EXPECTF--

Fatal error: Cannot use temporary expression in write context in %s on line 4
