--TEST--
writing a property of new or clone is a compile error
--FILE--
<?php
echo "start";
(new stdClass)->foo = 1;
--EXPECTF--

Fatal error: Cannot use temporary expression in write context in %s on line 3
