--TEST--
Redeclaring an inherited readonly property without readonly is a fatal error
--FILE--
<?php
class Entity { public readonly int $id; }
class User extends Entity { public int $id; }
--EXPECTF--

Fatal error: Cannot redeclare readonly property Entity::$id as non-readonly User::$id in %s on line 3
