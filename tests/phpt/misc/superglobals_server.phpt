--TEST--
superglobals server
--FILE--
<?php $x=1; print_r(array_keys($GLOBALS)); $_SERVER;
--EXPECT--
Array
(
    [0] => _GET
    [1] => _POST
    [2] => _COOKIE
    [3] => _FILES
    [4] => argv
    [5] => argc
    [6] => _SERVER
    [7] => x
)
