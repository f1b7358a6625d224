--TEST--
strict mode applies to return values and builtin calls
--FILE--
<?php
declare(strict_types=1);
function ratio(int $a, int $b): float { return $a / $b; }
var_dump(ratio(1, 2), ratio(4, 2));
function label(int $n): string { return (string) $n; }
var_dump(label(5));
function wrong(): string { return 5; }
try {
    wrong();
} catch (TypeError $e) {
    echo $e->getMessage(), "\n";
}
try {
    var_dump(str_repeat("x", "3"));
} catch (TypeError $e) {
    echo $e->getMessage(), "\n";
}
var_dump(round(5), array_sum([1, 2.5]));
--EXPECT--
float(0.5)
float(2)
string(1) "5"
wrong(): Return value must be of type string, int returned
str_repeat(): Argument #2 ($times) must be of type int, string given
float(5)
float(3.5)
