--TEST--
"${name[offset]}" reads an element of $name; the offset may itself read an array
--FILE--
<?php
$arr = ['k' => 5, 'q' => 'k'];
echo "${arr['k']} ${arr[$arr['q']]}\n";
--EXPECTF--
Deprecated: Using ${var} in strings is deprecated, use {$var} instead in %s on line 3

Deprecated: Using ${var} in strings is deprecated, use {$var} instead in %s on line 3
5 5
