--TEST--
WeakReference and WeakMap do not keep objects alive
--FILE--
<?php
$obj = new stdClass;
$ref = WeakReference::create($obj);
var_dump($ref->get() === $obj);
unset($obj);
var_dump($ref->get());
$map = new WeakMap;
$k1 = new stdClass;
$k2 = new stdClass;
$map[$k1] = 'one';
$map[$k2] = 'two';
echo count($map), "\n";
unset($k1);
echo count($map), "\n";
foreach ($map as $key => $value) echo get_class($key), " => $value\n";
--EXPECT--
bool(true)
NULL
2
1
stdClass => two
