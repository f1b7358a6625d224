--TEST--
== compares properties, === compares identity; spl_object_id
--FILE--
<?php
class P { public function __construct(public $x, public $y = null) {} }
$a = new P(1, [1, 2]);
$b = new P(1, [1, 2]);
$c = $a;
var_dump($a == $b, $a === $b, $a === $c, $a != new P(2), $a == new stdClass);
var_dump(spl_object_id($a) === spl_object_id($c), spl_object_id($a) === spl_object_id($b));
$b->y[] = 3;
var_dump($a == $b, $a < $b);
var_dump(new P(1) == new P(1.0), new P("1") == new P(1), new P("abc") == new P(0));
--EXPECT--
bool(true)
bool(false)
bool(true)
bool(true)
bool(false)
bool(true)
bool(false)
bool(false)
bool(true)
bool(true)
bool(true)
bool(false)
