--TEST--
throw used as an expression
--FILE--
<?php
function need(?string $v): string {
    return $v ?? throw new InvalidArgumentException("value required");
}
echo need("x"), "\n";
try {
    need(null);
} catch (InvalidArgumentException $e) {
    echo $e->getMessage(), "\n";
}
$check = fn($n) => $n > 0 ? $n : throw new RangeException("non-positive: $n");
try {
    echo $check(5), "\n";
    echo $check(-1), "\n";
} catch (RangeException $e) {
    echo $e->getMessage(), "\n";
}
$value = false;
try {
    $value ?: throw new LengthException("empty value");
} catch (LengthException $e) {
    echo get_class($e), "\n";
}
--EXPECT--
x
value required
5
non-positive: -1
LengthException
