--TEST--
Parameter defaults and constants may use new, array dereference and enum properties
--FILE--
<?php
function make($o = new ArrayObject([1, 2]), $n = [10, 20][1] + PHP_INT_SIZE, $s = E::A->value . "!") {
    return count($o) . " $n $s";
}
enum E: string { case A = "a" . "b"; const B = self::A; }
echo make(), "\n";
const LIMIT = E::B->name;
echo LIMIT, "\n";
--EXPECT--
2 28 ab!
A
