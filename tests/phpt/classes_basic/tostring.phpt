--TEST--
__toString in string contexts and Stringable
--FILE--
<?php
class Money {
    public function __construct(private int $cents) {}
    public function __toString(): string {
        return sprintf("$%d.%02d", intdiv($this->cents, 100), $this->cents % 100);
    }
}
$m = new Money(1234);
echo $m, "\n";
echo "Total: $m\n";
echo "Concat: " . $m . "\n";
echo strlen($m), " ", str_pad($m, 10, "*", STR_PAD_LEFT), "\n";
var_dump($m instanceof Stringable, (string) $m);
var_dump($m == "$12.34");
echo implode(", ", [new Money(5), new Money(100)]), "\n";
try {
    echo new stdClass;
} catch (Error $e) {
    echo $e->getMessage(), "\n";
}
--EXPECT--
$12.34
Total: $12.34
Concat: $12.34
6 ****$12.34
bool(true)
string(6) "$12.34"
bool(true)
$0.05, $1.00
Object of class stdClass could not be converted to string
