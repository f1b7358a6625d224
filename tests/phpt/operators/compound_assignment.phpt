--TEST--
+=, -=, *=, /=, %=, **=, .=, and friends
--FILE--
<?php
$x = 10;
$x += 5; echo $x, " ";
$x -= 3; echo $x, " ";
$x *= 2; echo $x, " ";
$x /= 4; echo $x, " ";
$x %= 4; echo $x, " ";
$x **= 3; echo $x, " ";
$x .= "!"; echo $x, "\n";
$arr = ['n' => 1];
$arr['n'] += 10;
$arr['m'] = 'a';
$arr['m'] .= 'b';
print_r($arr);
$y = 7;
$z = ($y += 3) * 2;
echo $y, " ", $z, "\n";
$s = 'x';
$s .= $s .= 'y';
echo $s, "\n";
--EXPECT--
15 12 24 6 2 8 8!
Array
(
    [n] => 11
    [m] => ab
)
10 20
xyxy
