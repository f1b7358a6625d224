--TEST--
objects with __invoke are callable
--FILE--
<?php
class Multiplier {
    public function __construct(private int $by) {}
    public function __invoke(int $x): int { return $x * $this->by; }
}
$double = new Multiplier(2);
echo $double(21), "\n";
echo implode(",", array_map(new Multiplier(3), [1, 2, 3])), "\n";
var_dump(is_callable($double), is_callable(new stdClass));
echo call_user_func($double, 5), "\n";
$c = Closure::fromCallable($double);
echo $c(6), " ", get_class($c), "\n";
--EXPECT--
42
3,6,9
bool(true)
bool(false)
10
12 Closure
