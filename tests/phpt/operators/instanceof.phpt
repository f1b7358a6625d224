--TEST--
instanceof with classes, interfaces, strings and negation
--FILE--
<?php
interface Animal {}
class Dog implements Animal {}
class Puppy extends Dog {}
$p = new Puppy;
var_dump($p instanceof Puppy, $p instanceof Dog, $p instanceof Animal, $p instanceof stdClass);
$cls = 'Dog';
var_dump($p instanceof $cls);
$other = new Dog;
var_dump($p instanceof $other, $other instanceof $p);
var_dump(!$p instanceof Dog);
var_dump("Dog" instanceof Dog, null instanceof Dog);
var_dump($p instanceof Traversable, (fn() => 1) instanceof Closure);
--EXPECT--
bool(true)
bool(true)
bool(true)
bool(false)
bool(true)
bool(true)
bool(false)
bool(false)
bool(false)
bool(false)
bool(false)
bool(true)
