--TEST--
concatenation, arithmetic and their precedence in PHP 8
--FILE--
<?php
$a = 5;
echo "sum: " . $a + 3 . "\n";
echo "x" . 1 + 2 . "\n";
echo "-" . -$a . "\n";
echo 1 . 2 + 3, "\n";
echo "a" . "b" . "c" . 1.50 . true . null . false, "\n";
$s = "n";
$s .= 1 + 1;
$s .= "!";
echo $s, "\n";
echo 2 * 3 . 4, "\n";
echo 10 - 3 - 2, " ", 2 ** 3 ** 2, " ", 100 / 10 / 5, "\n";
--EXPECT--
sum: 8
x3
--5
15
abc1.51
n2!
64
5 512 2
