--TEST--
An enum declaring __toString is a fatal error
--FILE--
<?php
enum Suit {
    case Hearts;
    public function __toString(): string { return $this->name; }
}
--EXPECTF--

Fatal error: Enum Suit cannot include magic method __toString in %s on line 2
