--TEST--
A generator made by calling a closure keeps the closure alive until it finishes (object ids)
--FILE--
<?php
$g = (fn() => yield 5)();
$o = new stdClass;
var_dump($o);
foreach ($g as $v) echo $v, "\n";
$h = (function() { yield 1; })();
unset($g);
var_dump(new stdClass);
$gen = (function () { yield 1; yield 2; })();
echo "gen ", spl_object_id($gen), "\n";
foreach ($gen as $v) { }
var_dump(new stdClass);
$f = function ($n) { yield 1; };
echo "f ", spl_object_id($f), "\n";
$g = $f(2);
echo "g ", spl_object_id($g), "\n";
unset($f);
var_dump(new stdClass);
foreach ($g as $v) { }
var_dump(new stdClass);
--EXPECT--
object(stdClass)#3 (0) {
}
5
object(stdClass)#2 (0) {
}
gen 5
object(stdClass)#6 (0) {
}
f 6
g 2
object(stdClass)#7 (0) {
}
object(stdClass)#7 (0) {
}
