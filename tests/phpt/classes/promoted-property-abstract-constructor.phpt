--TEST--
A promoted parameter on an abstract constructor is a compile error
--FILE--
<?php
abstract class Shape {
    abstract public function __construct(protected string $name);
}
--EXPECTF--

Fatal error: Cannot declare promoted property in an abstract constructor in %s on line 3
