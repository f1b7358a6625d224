--TEST--
A static __isset() is a compile error
--FILE--
<?php
class Node {
    private static function __isset($name) { return false; }
}
--EXPECTF--

Fatal error: Method Node::__isset() cannot be static in %s on line 3
