--TEST--
creating dynamic properties is deprecated in 8.2 except on stdClass
--FILE--
<?php
class Plain {}
#[AllowDynamicProperties]
class Allowed {}
$p = new Plain;
$p->made = 1;
$a = new Allowed;
$a->made = 2;
$s = new stdClass;
$s->made = 3;
echo $p->made + $a->made + $s->made, "\n";
--EXPECTF--
Deprecated: Creation of dynamic property Plain::$made is deprecated in %s on line 6
6
