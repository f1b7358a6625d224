--TEST--
An abstract method of a class cannot be private
--FILE--
<?php
echo "never printed\n";
abstract class Repository {
    abstract private function load(int $id);
}
--EXPECTF--

Fatal error: Abstract function Repository::load() cannot be declared private in %s on line 4
