--TEST--
Object handles are reused, most recently freed first
--FILE--
<?php
$a = new stdClass; $b = new stdClass; $c = new stdClass;
var_dump(spl_object_id($a), spl_object_id($b), spl_object_id($c));
unset($b); unset($a);
$d = new stdClass; $e = new stdClass; $f = new stdClass;
var_dump(spl_object_id($d), spl_object_id($e), spl_object_id($f));
echo spl_object_hash($d), "\n";
var_dump($e);
--EXPECT--
int(1)
int(2)
int(3)
int(1)
int(2)
int(4)
00000000000000010000000000000000
object(stdClass)#2 (0) {
}
