--TEST--
Reflection::getModifierNames lists the keywords of modifier bits in PHP's order
--FILE--
<?php
abstract class Shape {
    abstract protected function area(): float;
    final public static function make(): void {}
    private function hidden() {}
    public function __construct(public readonly int $id = 0) {}
}
foreach ((new ReflectionClass('Shape'))->getMethods() as $m) {
    echo $m->getName(), ": ", implode(' ', Reflection::getModifierNames($m->getModifiers())), "\n";
}
echo implode(' ', Reflection::getModifierNames((new ReflectionProperty('Shape', 'id'))->getModifiers())), "\n";
print_r(Reflection::getModifierNames(ReflectionMethod::IS_FINAL | ReflectionMethod::IS_ABSTRACT | ReflectionMethod::IS_PRIVATE));
print_r(Reflection::getModifierNames(0));
--EXPECT--
area: abstract protected
make: final public static
hidden: private
__construct: public
public readonly
Array
(
    [0] => abstract
    [1] => final
    [2] => private
)
Array
(
)
