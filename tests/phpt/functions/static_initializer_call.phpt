--TEST--
A static variable initializer must be a constant expression (PHP 8.2)
--FILE--
<?php
echo "never printed\n";
function counter() {
    static $start = time();
    return $start;
}
--EXPECTF--

Fatal error: Constant expression contains invalid operations in %s on line 4
