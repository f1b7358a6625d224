--TEST--
A return type that widens is not compatible
--FILE--
<?php
interface Animal {}
class Dog implements Animal {}
class Cat implements Animal {}
class P { public function get(): Dog { return new Dog; } }
class C extends P { public function get(): Animal { return new Cat; } }
--EXPECTF--
Fatal error: Declaration of C::get(): Animal must be compatible with P::get(): Dog in %s on line 6
