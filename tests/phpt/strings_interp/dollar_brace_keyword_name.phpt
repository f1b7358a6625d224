--TEST--
A ${name} interpolation names a variable even when the name is a keyword
--FILE--
<?php
$foo = 1; $arr = ['k' => 2];
echo "${foo} ${arr['k']}\n";
$var = 3; echo "${var}\n";
--EXPECTF--
Deprecated: Using ${var} in strings is deprecated, use {$var} instead in %s on line 3

Deprecated: Using ${var} in strings is deprecated, use {$var} instead in %s on line 3

Deprecated: Using ${var} in strings is deprecated, use {$var} instead in %s on line 4
1 2
3
