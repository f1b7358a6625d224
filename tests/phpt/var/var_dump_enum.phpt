--TEST--
var: var dump enum
--FILE--
<?php
enum Suit { case Hearts; case Spades; }
enum Status: int { case Active = 1; case Off = 0; }
var_dump(Suit::Hearts);
var_dump([Suit::Spades, Status::Active]);
$o = new stdClass;
$o->s = Status::Off;
var_dump($o);
--EXPECT--
enum(Suit::Hearts)
array(2) {
  [0]=>
  enum(Suit::Spades)
  [1]=>
  enum(Status::Active)
}
object(stdClass)#5 (1) {
  ["s"]=>
  enum(Status::Off)
}
