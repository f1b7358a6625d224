--TEST--
copy-on-write: assignments copy arrays, references share them
--FILE--
<?php
$a = [1, 2, 3];
$b = $a;
$b[] = 4;
echo count($a), count($b), "\n";
$c = &$a;
$c[] = 'x';
echo count($a), "\n";
function addItem(array $arr) { $arr[] = 'inside'; return count($arr); }
echo addItem($a), " ", count($a), "\n";
$nested = ['inner' => [1]];
$copy = $nested;
$copy['inner'][] = 2;
echo count($nested['inner']), count($copy['inner']), "\n";
$s = "abc";
$t = $s;
$t[0] = 'X';
echo $s, $t, "\n";
--EXPECT--
34
4
5 4
12
abcXbc
