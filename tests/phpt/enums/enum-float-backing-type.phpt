--TEST--
An enum backed by float is a compile error
--FILE--
<?php
enum Currency: float {
    case Euro = 1.0;
}
--EXPECTF--

Fatal error: Enum backing type must be int or string, float given in %s on line 2
