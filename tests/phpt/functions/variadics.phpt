--TEST--
variadic parameters, typed variadics and passing by reference
--FILE--
<?php
function sum(...$nums) { return array_sum($nums); }
echo sum(), " ", sum(1), " ", sum(1, 2, 3.5), "\n";
function tag(string $name, string ...$classes) {
    return "<$name class=\"" . implode(" ", $classes) . "\">";
}
echo tag("div"), tag("p", "a", "b"), "\n";
function incAll(&...$refs) {
    foreach ($refs as &$r) $r++;
}
$a = 1; $b = 2;
incAll($a, $b);
echo "$a $b\n";
function showKeys(...$args) { var_dump($args); }
showKeys(1, 2, x: 3, y: 4);
try {
    tag("p", "ok", 5, []);
} catch (TypeError $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
--EXPECTF--
0 1 6.5
<div class=""><p class="a b">
2 3
array(4) {
  [0]=>
  int(1)
  [1]=>
  int(2)
  ["x"]=>
  int(3)
  ["y"]=>
  int(4)
}
TypeError: tag(): Argument #4 must be of type string, array given, called in %s on line 17
