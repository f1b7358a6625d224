--TEST--
Abstract static and private trait methods implemented by compatible class methods
--FILE--
<?php
trait Creates {
    abstract public static function create(array $data): static;
    abstract private function validate(array $data): bool;
    public static function fromJson(string $json): static { return static::create(json_decode($json, true)); }
}
class Order {
    use Creates;
    private function __construct(public array $data) {}
    public static function create(array $data): static { $o = new static($data); $o->validate($data); return $o; }
    private function validate(array $data, bool $strict = false): bool { return true; }
}
var_dump(Order::fromJson('{"id": 7}')->data);
--EXPECT--
array(1) {
  ["id"]=>
  int(7)
}
