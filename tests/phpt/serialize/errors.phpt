--TEST--
serialize: errors
--FILE--
<?php
var_dump(unserialize('x:1'));
var_dump(unserialize('i:5;junk'));
var_dump(unserialize('a:1:{i:0;i:1;'));
var_dump(unserialize('s:5:"abc";'));
var_dump(unserialize(''));
var_dump(unserialize('b:0;'));
var_dump(unserialize('i:1'));
try { serialize(function () {}); } catch (Exception $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
--EXPECTF--

Notice: unserialize(): Error at offset 0 of 3 bytes in %s on line 2
bool(false)
int(5)

Notice: unserialize(): Error at offset 13 of 13 bytes in %s on line 4
bool(false)

Notice: unserialize(): Error at offset 10 of 10 bytes in %s on line 5
bool(false)
bool(false)
bool(false)

Notice: unserialize(): Error at offset 0 of 3 bytes in %s on line 8
bool(false)
Exception: Serialization of 'Closure' is not allowed
