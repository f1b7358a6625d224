--TEST--
inheritance, overriding, parent:: calls and abstract classes
--FILE--
<?php
abstract class Shape {
    public function __construct(protected string $name) {}
    abstract public function area(): float;
    public function describe(): string {
        return sprintf("%s with area %.2f", $this->name, $this->area());
    }
}
class Rect extends Shape {
    public function __construct(private float $w, private float $h) {
        parent::__construct("rect");
    }
    public function area(): float { return $this->w * $this->h; }
}
class Square extends Rect {
    public function __construct(float $side) {
        parent::__construct($side, $side);
        $this->name = "square";
    }
    public function describe(): string {
        return "[" . parent::describe() . "]";
    }
}
echo (new Rect(2, 3))->describe(), "\n";
echo (new Square(2))->describe(), "\n";
var_dump(new Square(1) instanceof Shape, get_parent_class(new Square(1)));
try {
    new Shape("x");
} catch (Error $e) {
    echo $e->getMessage(), "\n";
}
print_r(class_parents(new Square(3)));
--EXPECT--
rect with area 6.00
[square with area 4.00]
bool(true)
string(4) "Rect"
Cannot instantiate abstract class Shape
Array
(
    [Rect] => Rect
    [Shape] => Shape
)
