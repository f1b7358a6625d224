--TEST--
A variadic promoted parameter is a compile error
--FILE--
<?php
class Tags {
    public function __construct(public string ...$tags) {}
}
--EXPECTF--

Fatal error: Cannot declare variadic promoted property in %s on line 3
