--TEST--
Implementing a class
--FILE--
<?php
class I {}
class C implements I {}
--EXPECTF--
Fatal error: C cannot implement I - it is not an interface in %s on line 3
