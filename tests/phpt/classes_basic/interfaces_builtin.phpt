--TEST--
Countable, Stringable and JsonSerializable on user classes
--FILE--
<?php
class Basket implements Countable, JsonSerializable, Stringable {
    private array $items = ['apple', 'pear'];
    public function count(): int { return count($this->items); }
    public function jsonSerialize(): array { return ['items' => $this->items, 'n' => count($this)]; }
    public function __toString(): string { return implode('+', $this->items); }
}
$b = new Basket;
echo count($b), " ", json_encode($b), " ", $b, "\n";
var_dump($b instanceof Countable, is_countable($b), $b instanceof Stringable, $b instanceof JsonSerializable);
echo json_encode(['basket' => $b, 'list' => [$b]]), "\n";
--EXPECT--
2 {"items":["apple","pear"],"n":2} apple+pear
bool(true)
bool(true)
bool(true)
bool(true)
{"basket":{"items":["apple","pear"],"n":2},"list":[{"items":["apple","pear"],"n":2}]}
