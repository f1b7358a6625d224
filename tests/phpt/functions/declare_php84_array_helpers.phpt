--TEST--
Scripts may declare array_find, array_find_key, array_any and array_all, which PHP 8.2 does not have (was: Cannot redeclare)
--FILE--
<?php
// Helpers a PHP 8.2 script may declare itself: PHP 8.2 has no functions of these names.
function array_find(array $items, callable $match) {
    foreach ($items as $k => $v) if ($match($v, $k)) return $v;
    return null;
}
function array_find_key(array $items, callable $match) {
    foreach ($items as $k => $v) if ($match($v, $k)) return $k;
    return null;
}
function array_any(array $items, callable $match): bool { return array_find_key($items, $match) !== null; }
function array_all(array $items, callable $match): bool {
    return !array_any($items, fn($v, $k) => !$match($v, $k));
}
$stock = ['apple' => 4, 'pear' => 0, 'plum' => 9];
var_dump(array_find($stock, fn($n) => $n > 5), array_find_key($stock, fn($n) => $n === 0));
var_dump(array_any($stock, fn($n) => $n > 100), array_all($stock, fn($n) => $n >= 0));
--EXPECT--
int(9)
string(4) "pear"
bool(false)
bool(true)
