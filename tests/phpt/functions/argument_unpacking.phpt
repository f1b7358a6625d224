--TEST--
spreading arrays and traversables into calls, including string keys
--FILE--
<?php
function point($x, $y, $z = 0) { return "($x,$y,$z)"; }
$args = [1, 2];
echo point(...$args), point(...[4, 5, 6]), point(...$args, ...[9]), "\n";
echo point(...['y' => 'Y', 'x' => 'X']), "\n";
echo point(1, ...['z' => 'Z', 'y' => 'Y']), "\n";
function gen() { yield 7; yield 8; }
echo point(...gen()), "\n";
echo max(...[3, 9, 2]), " ", sprintf(...["%s-%s", "a", "b"]), "\n";
try {
    point(...['w' => 1]);
} catch (Error $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
--EXPECT--
(1,2,0)(4,5,6)(1,2,9)
(X,Y,0)
(1,Y,Z)
(7,8,0)
9 a-b
Error: Unknown named parameter $w
