--TEST--
A __get returning by reference allows indirect modification
--FILE--
<?php
class RefMagic { private $d = ['list' => [1, 2]]; public function &__get($n) { return $this->d[$n]; } }
$r = new RefMagic; $r->list[] = 3; $r->list[0] = 'zero'; print_r($r->list);
class ValMagic { private $d = ['list' => [1, 2]]; public function __get($n) { return $this->d[$n]; } }
$v = new ValMagic; $v->list[] = 3; print_r($v->list);
--EXPECTF--
Array
(
    [0] => zero
    [1] => 2
    [2] => 3
)

Notice: Indirect modification of overloaded property ValMagic::$list has no effect in %s on line 5
Array
(
    [0] => 1
    [1] => 2
)
