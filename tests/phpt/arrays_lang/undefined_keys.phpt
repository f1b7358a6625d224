--TEST--
reading missing keys and offsets of non-arrays warns
--FILE--
<?php
$arr = ['a' => 1, 5 => 'five'];
var_dump($arr['missing']);
var_dump($arr[7]);
$null = null;
var_dump($null['x']);
$int = 5;
var_dump($int[0]);
$str = "abc";
var_dump($str[1]);
var_dump($arr['a']['nested']);
echo "done\n";
--EXPECTF--
Warning: Undefined array key "missing" in %s on line 3
NULL

Warning: Undefined array key 7 in %s on line 4
NULL

Warning: Trying to access array offset on value of type null in %s on line 6
NULL

Warning: Trying to access array offset on value of type int in %s on line 8
NULL
string(1) "b"

Warning: Trying to access array offset on value of type int in %s on line 11
NULL
done
