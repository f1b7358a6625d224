--TEST--
interfaces with constants, several interfaces, and interface inheritance
--FILE--
<?php
interface HasName { const PREFIX = "name:"; public function name(): string; }
interface HasAge { public function age(): int; }
interface Person extends HasName, HasAge {}
class Employee implements Person, Countable {
    public function name(): string { return self::PREFIX . "Eve"; }
    public function age(): int { return 40; }
    public function count(): int { return 3; }
}
$e = new Employee;
echo $e->name(), " ", $e->age(), " ", count($e), " ", Employee::PREFIX, " ", HasName::PREFIX, "\n";
var_dump($e instanceof HasName, $e instanceof Person, $e instanceof Countable);
print_r(class_implements($e));
var_dump(interface_exists('Person'), class_exists('Person'));
--EXPECT--
name:Eve 40 3 name: name:
bool(true)
bool(true)
bool(true)
Array
(
    [Person] => Person
    [Countable] => Countable
    [HasAge] => HasAge
    [HasName] => HasName
)
bool(true)
bool(false)
