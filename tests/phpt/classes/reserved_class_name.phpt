--TEST--
A class named like a reserved type (Mixed, int, self, ...) is PHP's compile-time error
--FILE--
<?php
echo "not printed: the check is at compile time\n";
class Money {}
enum Status { case On; }
final class Mixed {}
--EXPECTF--

Fatal error: Cannot use 'Mixed' as class name as it is reserved in %s on line 5
