--TEST--
preg_replace_callback_array applies each pattern's callback in order
--FILE--
<?php
$out = preg_replace_callback_array([
    '/\d+/' => fn($m) => $m[0] * 10,
    '/[aeiou]/' => fn($m) => strtoupper($m[0]),
], 'abc 12 def 3', -1, $count);
var_dump($out, $count);
print_r(preg_replace_callback_array(['/x/' => fn($m) => 'y'], ['a' => 'xx', 'b' => 'z']));
var_dump(preg_replace_callback_array(['/(/' => fn($m) => ''], 'abc'));
--EXPECTF--
string(14) "Abc 120 dEf 30"
int(4)
Array
(
    [a] => yy
    [b] => z
)

Warning: preg_replace_callback_array(): Compilation failed: missing closing parenthesis at offset 1 in %s on line 8
NULL
