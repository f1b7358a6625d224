--TEST--
$this cannot be a parameter name
--FILE--
<?php
echo "never printed\n";
function f($this) { return 1; }
--EXPECTF--

Fatal error: Cannot use $this as parameter in %s on line 3
