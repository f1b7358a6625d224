--TEST--
&&, ||, !, and/or/xor and their precedence with assignment
--FILE--
<?php
$a = true and false;
var_dump($a);
$b = (true and false);
var_dump($b);
$c = false or true;
var_dump($c);
var_dump(true xor true, true xor false, !true, !0, !"0", !"", !"a");
function t($name) { echo "t($name) "; return true; }
function f($name) { echo "f($name) "; return false; }
var_dump(f(1) && t(2));
var_dump(t(3) || f(4));
var_dump(f(5) || t(6) && f(7));
var_dump(1 && "yes", 0 || null);
$x = null;
$x || print "short-circuit print\n";
--EXPECT--
bool(true)
bool(false)
bool(false)
bool(false)
bool(true)
bool(false)
bool(true)
bool(true)
bool(true)
bool(false)
f(1) bool(false)
t(3) bool(true)
f(5) t(6) f(7) bool(false)
bool(true)
bool(false)
short-circuit print
