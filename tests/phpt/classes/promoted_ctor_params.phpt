--TEST--
Promoted constructor parameters: coerced, readonly, defaults, private ones of a parent class, changed by the body
--FILE--
<?php
class Money {
    public function __construct(public readonly int $amount, protected string $currency = "EUR", private ?float $rate = null) {}
    public function currency() { return $this->currency; }
    public function rate() { return $this->rate; }
}
class Tagged extends Money {
    public function __construct(int $amount, private array $tags) { parent::__construct($amount, "USD", 2); }
    public function tags() { return $this->tags; }
}
for ($i = 0; $i < 3; $i++) {
    $m = new Money($i, "GBP", 1);
    var_dump($m->amount, $m->currency(), $m->rate());
}
$m = new Money("7");
var_dump($m);
$t = new Tagged(5, ['a']);
var_dump($t, $t->tags(), $t->rate());
try { $m->amount = 3; } catch (Error $e) { echo $e->getMessage(), "\n"; }
try { new Money("x", "y", 1.5); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
class Pt { public function __construct(public $x, public $y) { $this->x *= 2; } }
$p = new Pt(1, 2); echo $p->x, $p->y, "\n";
--EXPECTF--
int(0)
string(3) "GBP"
float(1)
int(1)
string(3) "GBP"
float(1)
int(2)
string(3) "GBP"
float(1)
object(Money)#2 (3) {
  ["amount"]=>
  int(7)
  ["currency":protected]=>
  string(3) "EUR"
  ["rate":"Money":private]=>
  NULL
}
object(Tagged)#1 (4) {
  ["amount"]=>
  int(5)
  ["currency":protected]=>
  string(3) "USD"
  ["rate":"Money":private]=>
  float(2)
  ["tags":"Tagged":private]=>
  array(1) {
    [0]=>
    string(1) "a"
  }
}
array(1) {
  [0]=>
  string(1) "a"
}
float(2)
Cannot modify readonly property Money::$amount
Money::__construct(): Argument #1 ($amount) must be of type int, string given, called in %s on line 20
22
