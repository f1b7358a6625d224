--TEST--
Adding a type to an inherited untyped property is a fatal error
--FILE--
<?php
class Base { public $payload; }
class Typed extends Base { public array $payload; }
--EXPECTF--

Fatal error: Type of Typed::$payload must not be defined (as in class Base) in %s on line 3
