--TEST--
=& makes two names for one value; unset removes only one name
--FILE--
<?php
$a = 1;
$b = &$a;
$b = 2;
echo "$a $b\n";
unset($b);
$b = 3;
echo "$a $b\n";
$c = &$a;
$a = "changed";
echo $c, "\n";
$x = 1;
$y = &$x;
$z = $y;
$z = 99;
echo "$x $y $z\n";
$n = null;
$r = &$n;
$r = [];
$r[] = 1;
var_dump($n);
--EXPECT--
2 2
2 3
changed
1 1 99
array(1) {
  [0]=>
  int(1)
}
