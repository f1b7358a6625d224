--TEST--
__callStatic() declared without static is a compile error
--FILE--
<?php
class Facade {
    public function __callStatic(string $name, array $args) { return $name; }
}
echo "unreachable\n";
--EXPECTF--

Fatal error: Method Facade::__callStatic() must be static in %s on line 3
