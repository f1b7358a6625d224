--TEST--
dynamic property and method names, new $class and static calls via strings
--FILE--
<?php
class Robot {
    public $speed = 5;
    public static $count = 0;
    public function walk($n) { return "walk $n"; }
    public static function build() { return new static; }
    public function __get($p) { return "magic $p"; }
}
$prop = 'speed';
$method = 'walk';
$class = 'Robot';
$r = new $class;
echo $r->$prop, " ", $r->$method(3), " ", $r->{'wa' . 'lk'}(4), "\n";
echo $r->{'undefined' . 'Prop'}, "\n";
$static = 'build';
echo get_class($class::$static()), " ", get_class($class::build()), "\n";
$class::$count = 7;
echo Robot::$count, "\n";
$sp = 'count';
echo $class::$$sp, "\n";
$arr = ['method' => 'walk'];
echo $r->{$arr['method']}(1), "\n";
$obj = new stdClass;
$obj->{'with space'} = 'odd name';
$obj->{'123'} = 'numeric name';
var_dump($obj);
echo (new $class)->speed, "\n";
--EXPECT--
5 walk 3 walk 4
magic undefinedProp
Robot Robot
7
7
walk 1
object(stdClass)#2 (2) {
  ["with space"]=>
  string(8) "odd name"
  ["123"]=>
  string(12) "numeric name"
}
5
