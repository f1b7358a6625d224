--TEST--
ArrayObject::uasort() and uksort() reject a callback that cannot be called with uasort()'s own TypeError
--FILE--
<?php
// ArrayObject's sort methods check their arguments as the sort functions they call.
$a = new ArrayObject(['b' => 2, 'a' => 1, 'c' => 3]);
foreach ([fn() => $a->asort('x'), fn() => $a->uasort('nope'), fn() => $a->uksort([1, 2]), fn() => $a->uasort(),
    fn() => $a->uasort(fn($x, $y) => $y <=> $x), fn() => $a->ksort()] as $call) {
    try {
        var_dump($call());
    } catch (\Throwable $e) {
        echo get_class($e), ': ', $e->getMessage(), "\n";
    }
}
echo json_encode($a->getArrayCopy()), "\n";
--EXPECT--
TypeError: ArrayObject::asort(): Argument #1 ($flags) must be of type int, string given
TypeError: uasort(): Argument #2 ($callback) must be a valid callback, function "nope" not found or invalid function name
TypeError: uksort(): Argument #2 ($callback) must be a valid callback, first array member is not a valid class name or object
ArgumentCountError: ArrayObject::uasort() expects exactly 1 argument, 0 given
bool(true)
bool(true)
{"a":1,"b":2,"c":3}
