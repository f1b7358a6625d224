--TEST--
Enums cannot have properties
--FILE--
<?php
enum E { public $x; }
--EXPECTF--
Fatal error: Enum E cannot include properties in %s on line 2
