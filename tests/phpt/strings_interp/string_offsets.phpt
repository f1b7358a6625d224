--TEST--
reading and writing string offsets, negative offsets and out-of-range access
--FILE--
<?php
$s = "hello";
echo $s[0], $s[4], $s[-1], $s[-5], "\n";
$s[0] = 'J';
echo $s, "\n";
$s[7] = '!';
var_dump($s);
$s[-1] = '?';
echo $s, "\n";
$s[1] = 'abc';
echo $s, "\n";
echo $s["2"], "\n";
$t = "abc";
echo $t[10] ?? "default", "\n";
echo "[", $t[10], "]\n";
echo "after warning\n";
try {
    $t[] = 'd';
} catch (Error $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
--EXPECTF--
hooh
Jello
string(8) "Jello  !"
Jello  ?

Warning: Only the first byte will be assigned to the string offset in %s on line 10
Jallo  ?
l
default
[
Warning: Uninitialized string offset 10 in %s on line 15
]
after warning
Error: [] operator not supported for strings
