--TEST--
foreach over a WeakMap holds one handle number, with no iterator object
--FILE--
<?php
$cache = new WeakMap;
$a = new stdClass;
$b = new stdClass;
$cache[$a] = "first";
$cache[$b] = "second";
foreach ($cache as $key => $value) {
    echo $value, " key #", spl_object_id($key), " temp #", spl_object_id(new stdClass), "\n";
}
var_dump(new stdClass);
unset($a);
foreach ($cache as $key => $value) {
    echo $value, "\n";
}
foreach (new WeakMap as $v) {
    echo "never\n";
}
var_dump(count($cache));
--EXPECT--
first key #2 temp #5
second key #3 temp #5
object(stdClass)#4 (0) {
}
second
int(1)
