--TEST--
A constructor with a return type is a compile error
--FILE--
<?php
class Job {
    public function __construct(): void {}
}
--EXPECTF--

Fatal error: Method Job::__construct() cannot declare a return type in %s on line 3
