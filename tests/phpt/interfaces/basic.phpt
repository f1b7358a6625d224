--TEST--
Interfaces: constants, extension, instanceof
--FILE--
<?php
interface Shape { const SIDES = 0; public function area(): float; }
interface Named { public function name(): string; }
interface NamedShape extends Shape, Named {}
class Square implements NamedShape { const SIDES = 4; function __construct(private float $s) {} function area(): float { return $this->s ** 2; } function name(): string { return "square"; } }
$s = new Square(3);
var_dump($s instanceof Shape, $s instanceof Named, $s->area(), Square::SIDES, Shape::SIDES, $s->name());
print_r(class_implements($s));
var_dump(interface_exists("NamedShape"), class_exists("NamedShape"));
--EXPECT--
bool(true)
bool(true)
float(9)
int(4)
int(0)
string(6) "square"
Array
(
    [NamedShape] => NamedShape
    [Named] => Named
    [Shape] => Shape
)
bool(true)
bool(false)
