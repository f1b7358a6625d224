--TEST--
.= converts its right-hand side once, before appending, with warnings and __toString in order
--FILE--
<?php
class T { function __toString(): string { global $s; echo "conv sees [$s]\n"; return "t"; } }
$s = "a";
$s .= new T . "-" ;
$s .= "x" . new T;
var_dump($s);
$u .= "b" . 1;
var_dump($u);
$n = 1.5;
$n .= 2 . 3.25;
var_dump($n);
$r = "r";
$ref = &$r;
$ref .= "e" . "f";
var_dump($r);
$arr = [];
$arr .= "z";
var_dump($arr);
$f = 0.1 + 0.2;
$str = "v=";
$str .= $f . "|" ;
$str .= -7 . PHP_INT_MIN;
var_dump($str);
$q = "q";
$q .= ($q .= "1") . "2";
var_dump($q);
$b = true;
$b .= null . false;
var_dump($b);
$x = 5; $x .= [1]; var_dump($x);
class V { function __toString(): string { echo "conv\n"; return "v"; } }
$y = null; $y .= new V; var_dump($y);
--EXPECTF--
conv sees [a]
conv sees [at-]
string(5) "at-xt"

Warning: Undefined variable $u in %s on line 7
string(2) "b1"
string(8) "1.523.25"
string(3) "ref"

Warning: Array to string conversion in %s on line 17
string(6) "Arrayz"
string(28) "v=0.3|-7-9223372036854775808"
string(5) "q1q12"
string(1) "1"

Warning: Array to string conversion in %s on line 30
string(6) "5Array"
conv
string(1) "v"
