--TEST--
unserialize of a bad enum token warns as PHP does: missing colon, unknown class, not an enum, undefined or non-case constant
--FILE--
<?php
enum E: string { case A = 'a'; const C = 1; }
class K {}
var_dump(unserialize('E:3:"E:B";'));
var_dump(unserialize('E:3:"E:C";'));
var_dump(unserialize('E:3:"X:A";'));
var_dump(unserialize('E:3:"K:A";'));
var_dump(unserialize('a:1:{i:0;E:3:"E:B";}'));
var_dump(unserialize('E:2:"EA";'));
--EXPECTF--

Warning: unserialize(): Undefined constant E::B in %s on line 4

Notice: unserialize(): Error at offset 10 of 10 bytes in %s on line 4
bool(false)

Warning: unserialize(): E::C is not an enum case in %s on line 5

Notice: unserialize(): Error at offset 10 of 10 bytes in %s on line 5
bool(false)

Warning: unserialize(): Class 'X' not found in %s on line 6

Notice: unserialize(): Error at offset 0 of 10 bytes in %s on line 6
bool(false)

Warning: unserialize(): Class 'K' is not an enum in %s on line 7

Notice: unserialize(): Error at offset 0 of 10 bytes in %s on line 7
bool(false)

Warning: unserialize(): Undefined constant E::B in %s on line 8

Notice: unserialize(): Error at offset 19 of 20 bytes in %s on line 8
bool(false)

Warning: unserialize(): Invalid enum name 'EA' (missing colon) in %s on line 9

Notice: unserialize(): Error at offset 0 of 9 bytes in %s on line 9
bool(false)
