--TEST--
readonly classes make every property readonly (PHP 8.2)
--FILE--
<?php
readonly class Money {
    public function __construct(public int $amount, public string $currency) {}
    public function add(int $n): static { return new static($this->amount + $n, $this->currency); }
}
$m = new Money(100, 'EUR');
$n = $m->add(50);
echo $m->amount, " ", $n->amount, " ", $n->currency, "\n";
try {
    $m->amount = 5;
} catch (Error $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
try {
    $m->extra = 1;
} catch (Error $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
$c = clone $m;
var_dump($c == $m, $c === $m);
--EXPECT--
100 150 EUR
Error: Cannot modify readonly property Money::$amount
Error: Cannot create dynamic property Money::$extra
bool(true)
bool(false)
