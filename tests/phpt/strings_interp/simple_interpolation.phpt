--TEST--
$var, $arr[0], $arr[key] and $obj->prop inside double quotes
--FILE--
<?php
$name = "World";
$arr = ['one' => 1, 'two' => ['x' => 'nested'], 5 => 'five', -1 => 'minus'];
$list = [10, 20, 30];
$obj = new stdClass;
$obj->prop = "property";
$obj->inner = new stdClass;
$obj->inner->deep = "deep";
echo "Hello $name!\n";
echo "key: $arr[one], index: $list[1], int key: $arr[5], negative: $arr[-1]\n";
echo "prop: $obj->prop, only one level: $obj->prop->x\n";
echo "$name's and {$name}s and ${name}\n";
echo "$list[0]$list[1]$list[2]\n";
echo "nested needs braces: {$arr['two']['x']}\n";
echo "escaped: \$name, $ alone, $1, {$name[0]}\n";
--EXPECTF--
Deprecated: Using ${var} in strings is deprecated, use {$var} instead in %s on line 12
Hello World!
key: 1, index: 20, int key: five, negative: minus
prop: property, only one level: property->x
World's and Worlds and World
102030
nested needs braces: nested
escaped: $name, $ alone, $1, W
