--TEST--
serialize: enums
--FILE--
<?php
enum Suit: string { case H = 'h'; case S = 's'; }
enum Pure { case One; }
echo serialize(Suit::H), "\n";
echo serialize([Pure::One, Suit::S]), "\n";
var_dump(unserialize(serialize(Suit::H)) === Suit::H);
var_dump(unserialize('E:8:"Pure:One";'));
--EXPECT--
E:6:"Suit:H";
a:2:{i:0;E:8:"Pure:One";i:1;E:6:"Suit:S";}
bool(true)
enum(Pure::One)
