--TEST--
Traits: methods, properties, static, abstract, self
--FILE--
<?php
trait Counter { private int $count = 0; public static $instances = 0;
  public function inc(): static { $this->count++; return $this; }
  public function get(): int { return $this->count; }
  public static function make(): static { static::$instances++; return new static; }
  abstract public function label(): string;
  public function describe() { return __CLASS__ . ":" . $this->label() . ":" . self::class; } }
class A { use Counter; function label(): string { return "a"; } }
class B { use Counter; function label(): string { return "b"; } }
$a = A::make(); $a->inc()->inc(); $b = B::make(); B::make();
var_dump($a->get(), $b->get(), A::$instances, B::$instances, $a->describe(), $b->describe());
var_dump($a);
print_r(class_uses($a));
--EXPECT--
int(2)
int(0)
int(1)
int(2)
string(5) "A:a:A"
string(5) "B:b:B"
object(A)#1 (1) {
  ["count":"A":private]=>
  int(2)
}
Array
(
    [Counter] => Counter
)
