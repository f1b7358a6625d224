--TEST--
preg_quote and preg_grep
--FILE--
<?php
var_dump(preg_quote('Hello $world [*] (1+1=2)? a.b\c #/ - : | < > ! {}'), preg_quote('a/b#c', '/'), preg_quote("a\0b"));
$re = '/^' . preg_quote('1.5+x', '/') . '$/';
var_dump(preg_match($re, '1.5+x'), preg_match($re, '105+x'));
print_r(preg_grep('/^\d+$/', ['1', 'a', '22', 'b3']));
print_r(preg_grep('/^\d+$/', ['x' => '1', 'y' => 'a', 'z' => 2], PREG_GREP_INVERT));
--EXPECT--
string(69) "Hello \$world \[\*\] \(1\+1\=2\)\? a\.b\\c \#/ \- \: \| \< \> \! \{\}"
string(7) "a\/b\#c"
string(6) "a\000b"
int(1)
int(0)
Array
(
    [0] => 1
    [2] => 22
)
Array
(
    [y] => a
)
