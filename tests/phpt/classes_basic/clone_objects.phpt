--TEST--
clone makes shallow copies; __clone can deep-copy
--FILE--
<?php
class Address { public function __construct(public string $city) {} }
class Person {
    public array $tags = [];
    public function __construct(public string $name, public Address $addr) {}
    public function __clone() {
        $this->addr = clone $this->addr;
        $this->name .= " (copy)";
    }
}
class Shallow { public $obj; }
$p1 = new Person("Ann", new Address("Oslo"));
$p1->tags[] = 'x';
$p2 = clone $p1;
$p2->addr->city = "Rome";
$p2->tags[] = 'y';
echo $p1->name, " ", $p1->addr->city, " ", count($p1->tags), "\n";
echo $p2->name, " ", $p2->addr->city, " ", count($p2->tags), "\n";
$s1 = new Shallow;
$s1->obj = new stdClass;
$s1->obj->v = 1;
$s2 = clone $s1;
$s2->obj->v = 2;
echo $s1->obj->v, "\n";
var_dump($s1 == $s2, $s1 === $s2, $s1->obj === $s2->obj);
--EXPECT--
Ann Oslo 1
Ann (copy) Rome 2
2
bool(true)
bool(false)
bool(true)
