--TEST--
PHP's own interfaces have tentative return types: a missing one is deprecated
--FILE--
<?php
class Coll implements Countable, IteratorAggregate, ArrayAccess, JsonSerializable {
    private $items = [1, 2];
    public function count() { return count($this->items); }
    public function getIterator() { return new ArrayIterator($this->items); }
    public function offsetExists($o) { return isset($this->items[$o]); }
    public function offsetGet($o) { return $this->items[$o]; }
    public function offsetSet($o, $v) { $this->items[$o] = $v; }
    public function offsetUnset($o) { unset($this->items[$o]); }
    public function jsonSerialize() { return $this->items; }
}
$c = new Coll;
echo count($c), json_encode($c), $c[1], "\n";
class MyIt implements Iterator {
    private $i = 0;
    public function current(): mixed { return $this->i; }
    public function key(): mixed { return $this->i; }
    public function next(): void { $this->i++; }
    public function rewind(): void { $this->i = 0; }
    public function valid(): bool { return $this->i < 3; }
}
foreach (new MyIt as $v) echo $v;
echo "\n";
class Ex extends Exception { public function __toString() { return "custom"; } }
echo new Ex, "\n";
class Quiet implements Countable {
    #[\ReturnTypeWillChange]
    public function count() { return 7; }
}
echo count(new Quiet), "\n";
class Wrong implements IteratorAggregate { public function getIterator(): array { return []; } }
class AO extends ArrayObject { public function count(): int { return 42; } }
echo count(new AO([1])), "\n";
--EXPECTF--
Deprecated: Return type of Coll::count() should either be compatible with Countable::count(): int, or the #[\ReturnTypeWillChange] attribute should be used to temporarily suppress the notice in %s on line 4

Deprecated: Return type of Coll::getIterator() should either be compatible with IteratorAggregate::getIterator(): Traversable, or the #[\ReturnTypeWillChange] attribute should be used to temporarily suppress the notice in %s on line 5

Deprecated: Return type of Coll::offsetExists($o) should either be compatible with ArrayAccess::offsetExists(mixed $offset): bool, or the #[\ReturnTypeWillChange] attribute should be used to temporarily suppress the notice in %s on line 6

Deprecated: Return type of Coll::offsetGet($o) should either be compatible with ArrayAccess::offsetGet(mixed $offset): mixed, or the #[\ReturnTypeWillChange] attribute should be used to temporarily suppress the notice in %s on line 7

Deprecated: Return type of Coll::offsetSet($o, $v) should either be compatible with ArrayAccess::offsetSet(mixed $offset, mixed $value): void, or the #[\ReturnTypeWillChange] attribute should be used to temporarily suppress the notice in %s on line 8

Deprecated: Return type of Coll::offsetUnset($o) should either be compatible with ArrayAccess::offsetUnset(mixed $offset): void, or the #[\ReturnTypeWillChange] attribute should be used to temporarily suppress the notice in %s on line 9

Deprecated: Return type of Coll::jsonSerialize() should either be compatible with JsonSerializable::jsonSerialize(): mixed, or the #[\ReturnTypeWillChange] attribute should be used to temporarily suppress the notice in %s on line 10
2[1,2]2
012
custom
7

Deprecated: Return type of Wrong::getIterator(): array should either be compatible with IteratorAggregate::getIterator(): Traversable, or the #[\ReturnTypeWillChange] attribute should be used to temporarily suppress the notice in %s on line 31
42
