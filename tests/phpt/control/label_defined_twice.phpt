--TEST--
a label defined twice is a compile error
--FILE--
<?php
x:
echo 1;
x:
--EXPECTF--

Fatal error: Label 'x' already defined in %s on line 4
