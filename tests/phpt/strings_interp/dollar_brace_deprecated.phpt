--TEST--
${var} and ${expr} interpolation still work but are deprecated in 8.2
--FILE--
<?php
$greeting = "hello";
$arr = ['k' => 'v'];
echo "${greeting} world\n";
echo "${arr['k']}\n";
$name = 'greeting';
echo "${$name}\n";
--EXPECTF--
Deprecated: Using ${var} in strings is deprecated, use {$var} instead in %s on line 4

Deprecated: Using ${var} in strings is deprecated, use {$var} instead in %s on line 5

Deprecated: Using ${expr} (variable variables) in strings is deprecated, use {${expr}} instead in %s on line 7
hello world
v
hello
