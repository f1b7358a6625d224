--TEST--
comparing an object with a number casts it to 1 with a notice; enums compare with nothing; overflowed numeric strings compare as text
--FILE--
<?php
$o = new stdClass;
var_dump($o == 1, 1 == $o, $o <=> 2, 2.5 <=> $o, $o < 5);
var_dump([] <=> $o, $o <=> [], [1] > $o, $o == "abc", $o == null, $o == true);
var_dump(max($o, 1) === $o, in_array(1, [$o]));
enum Suit { case Hearts; }
var_dump(Suit::Hearts == 1, 2 < Suit::Hearts, Suit::Hearts > 2, [] < Suit::Hearts, Suit::Hearts == true);
var_dump("1e1000" == "1e1001", "-1e1000" < "-1e999", "1e1000" < "2e1000", "1e1000" > 5);
--EXPECTF--

Notice: Object of class stdClass could not be converted to int in %s on line 3

Notice: Object of class stdClass could not be converted to int in %s on line 3

Notice: Object of class stdClass could not be converted to int in %s on line 3

Notice: Object of class stdClass could not be converted to float in %s on line 3

Notice: Object of class stdClass could not be converted to int in %s on line 3
bool(true)
bool(true)
int(-1)
int(1)
bool(true)
int(-1)
int(1)
bool(false)
bool(false)
bool(false)
bool(true)

Notice: Object of class stdClass could not be converted to int in %s on line 5

Notice: Object of class stdClass could not be converted to int in %s on line 5
bool(true)
bool(true)
bool(false)
bool(false)
bool(false)
bool(false)
bool(true)
bool(false)
bool(true)
bool(true)
bool(true)
