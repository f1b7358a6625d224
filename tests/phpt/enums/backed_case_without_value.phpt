--TEST--
A backed enum case without a value is a compile-time error
--FILE--
<?php
echo "never printed\n";
enum Suit: string {
    case Hearts = "H";
    case Spades;
}
--EXPECTF--

Fatal error: Case Spades of backed enum Suit must have a value in %s on line 5
