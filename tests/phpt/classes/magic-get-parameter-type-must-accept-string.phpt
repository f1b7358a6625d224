--TEST--
__get() whose parameter type cannot hold a string is a compile error
--FILE--
<?php
class Bag {
    private array $items = [];
    public function __get(int $key) { return $this->items[$key] ?? null; }
}
--EXPECTF--

Fatal error: Bag::__get(): Parameter #1 ($key) must be of type string when declared in %s on line 4
