--TEST--
Two parameters with the same name are a compile-time error
--FILE--
<?php
echo "x";
function h($a, $b, $a) {}
--EXPECTF--
Fatal error: Redefinition of parameter $a in %s on line 3
