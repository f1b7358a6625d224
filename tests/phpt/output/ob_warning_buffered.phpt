--TEST--
output: ob warning buffered
--FILE--
<?php
ob_start();
echo $undefined;
$c = ob_get_clean();
echo str_replace("\n", "|", $c), "\n";
--EXPECTF--
|Warning: Undefined variable $undefined in %s on line 3|
