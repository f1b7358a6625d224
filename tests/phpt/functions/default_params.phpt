--TEST--
default parameter values, including constant expressions and null
--FILE--
<?php
const UNIT = 'cm';
function size($w, $h = 10, $unit = UNIT, ?array $opts = null) {
    return "$w x $h $unit" . ($opts ? " " . implode(",", $opts) : "");
}
echo size(1), "\n", size(1, 2), "\n", size(1, 2, 'mm'), "\n", size(1, 2, 'in', ['bold']), "\n";
function withNew(array $list = [1, 2], string $sep = PHP_EOL . "-") {
    return implode($sep, $list);
}
echo withNew(), "\n";
function nullableDefault(int $x = null) {
    var_dump($x);
}
nullableDefault();
nullableDefault(3);
class Cfg { const DEF = 5; }
function fromClassConst($v = Cfg::DEF * 2) { return $v; }
echo fromClassConst(), "\n";
--EXPECT--
1 x 10 cm
1 x 2 cm
1 x 2 mm
1 x 2 in bold
1
-2
NULL
int(3)
10
