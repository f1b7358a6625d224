--TEST--
Generator methods reached through callables run the generator
--FILE--
<?php
function accumulate() {
    $total = 0;
    while (true) {
        $n = yield $total;
        if ($n === null) {
            return $total;
        }
        $total += $n;
    }
}
$gen = accumulate();
var_dump(method_exists($gen, "send"), method_exists("Generator", "getReturn"), is_callable([$gen, "throw"]));
echo call_user_func([$gen, "current"]), "\n";
foreach ([5, 10, 20] as $n) {
    echo call_user_func([$gen, "send"], $n), "\n";
}
call_user_func([$gen, "send"], null);
var_dump(call_user_func([$gen, "valid"]));
echo call_user_func([$gen, "getReturn"]), "\n";
--EXPECT--
bool(true)
bool(true)
bool(true)
0
5
15
35
bool(false)
35
