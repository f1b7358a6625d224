--TEST--
Enum cases are uncomparable: < > <= >= are all false, only identity and equality hold
--FILE--
<?php
enum Suit: string { case Hearts = 'H'; case Spades = 'S'; }
enum Flag { case On; case Off; }
var_dump(Suit::Hearts < Suit::Spades, Suit::Hearts > Suit::Spades, Suit::Hearts <= Suit::Spades, Suit::Spades >= Suit::Hearts);
var_dump(Flag::On < Flag::Off, Flag::On == Flag::Off, Flag::On == Flag::On, Flag::On <= Flag::On);
var_dump(Suit::Hearts <=> Suit::Spades, Suit::Spades <=> Suit::Hearts);
--EXPECT--
bool(false)
bool(false)
bool(false)
bool(false)
bool(false)
bool(false)
bool(true)
bool(true)
int(1)
int(1)
