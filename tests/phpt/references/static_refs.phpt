--TEST--
static variables and references
--FILE--
<?php
function &getStatic() {
    static $value = 0;
    return $value;
}
$ref = &getStatic();
$ref = 42;
$copy = getStatic();
echo $copy, "\n";
function collector($item = null) {
    static $items = [];
    if ($item !== null) $items[] = $item;
    return $items;
}
collector('a');
collector('b');
$got = collector();
$got[] = 'not stored';
echo implode(",", collector()), "\n";
--EXPECT--
42
a,b
