--TEST--
output: ob exit call
--FILE--
<?php
ob_start(fn($b) => "<" . $b . ">");
echo "before exit";
exit(" and message");
--EXPECT--
<before exit and message>