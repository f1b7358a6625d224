--TEST--
__METHOD__ inside a trait method names the trait, not the using class
--FILE--
<?php
trait Greets {
    public function hello() { return __METHOD__ . " " . __FUNCTION__ . " " . __CLASS__ . " " . __TRAIT__; }
    public static function make() { return __METHOD__; }
}
class Person { use Greets { hello as hi; } public function own() { return __METHOD__; } }
class Student extends Person {}
$p = new Student;
echo $p->hello(), "\n", $p->hi(), "\n", Person::make(), "\n", $p->own(), "\n";
--EXPECT--
Greets::hello hello Person Greets
Greets::hello hello Person Greets
Greets::make
Person::own
