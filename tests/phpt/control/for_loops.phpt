--TEST--
for with several expressions, empty parts and early exits
--FILE--
<?php
for ($i = 0, $j = 10; $i < $j; $i += 3, $j -= 2) {
    echo "$i,$j ";
}
echo "\n";
$n = 0;
for (;;) {
    if (++$n >= 5) break;
}
echo $n, "\n";
for ($i = 0; $i < 10; print $i++ . " ") {
    if ($i % 2) continue;
}
echo "\n";
$arr = ['a', 'b', 'c'];
for ($i = 0, $c = count($arr); $i < $c; $i++) {
    echo $arr[$i];
}
echo "\n";
for ($i = 0, $x = 1; $x < 100; $x *= 3);
echo $x, "\n";
--EXPECT--
0,10 3,8 
5
0 1 2 3 4 5 6 7 8 9 
abc
243
