--TEST--
Scalar parameters of internal methods are coerced in weak mode and rejected with TypeError when they cannot be
--FILE--
<?php
function show(callable $f) {
    try {
        $r = $f();
        echo "ok ", var_export($r, true), "\n";
    } catch (Throwable $e) {
        echo get_class($e), ": ", $e->getMessage(), "\n";
    }
}
show(fn() => (new SplFixedArray("3"))->getSize());
show(fn() => (new ArrayObject([]))->setFlags("x"));
show(fn() => (new SplFixedArray(2))->setSize("abc"));
show(fn() => (new Exception("m", "5"))->getCode());
show(fn() => (new DateTime("2020-01-01"))->setTime("10", "5")->format("H:i"));
?>
--EXPECT--
ok 3
TypeError: ArrayObject::setFlags(): Argument #1 ($flags) must be of type int, string given
TypeError: SplFixedArray::setSize(): Argument #1 ($size) must be of type int, string given
ok 5
ok '10:05'
