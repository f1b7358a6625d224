--TEST--
while and do-while loops, including a do-while that runs once
--FILE--
<?php
$i = 10;
while ($i > 0) {
    $i -= 3;
    if ($i == 4) continue;
    echo $i, " ";
}
echo "\n";
$j = 100;
do {
    echo "ran once with $j\n";
} while ($j < 10);
$k = 0;
do {
    $k++;
    if ($k == 2) continue;
    if ($k > 4) break;
    echo "k=$k ";
} while (true);
echo "\n";
$stack = [1, 2, 3];
while (($top = array_pop($stack)) !== null) {
    echo "pop $top\n";
}
--EXPECT--
7 1 -2 
ran once with 100
k=1 k=3 k=4 
pop 3
pop 2
pop 1
