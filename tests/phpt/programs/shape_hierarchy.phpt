--TEST--
shape hierarchy: abstract base, interfaces, static factory, sorting by area
--FILE--
<?php
interface HasArea { public function area(): float; }
interface HasName { public function name(): string; }
abstract class Shape implements HasArea, HasName {
    public function name(): string { return strtolower(static::class); }
    public function describe(): string {
        return sprintf("%s with area %.3f", $this->name(), $this->area());
    }
    public static function create(string $type, float ...$dims): static {
        return new $type(...$dims);
    }
}
final class Circle extends Shape {
    public function __construct(private float $r) {}
    public function area(): float { return M_PI * $this->r ** 2; }
}
class Rectangle extends Shape {
    public function __construct(protected float $w, protected float $h) {}
    public function area(): float { return $this->w * $this->h; }
}
class Square extends Rectangle {
    public function __construct(float $side) { parent::__construct($side, $side); }
    public function name(): string { return "square(" . parent::name() . ")"; }
}
$shapes = [new Circle(1.5), new Rectangle(2, 3.5), new Square(4), Shape::create('Circle', 2)];
foreach ($shapes as $s) echo $s->describe(), PHP_EOL;
usort($shapes, fn(HasArea $a, HasArea $b) => $a->area() <=> $b->area());
echo implode(", ", array_map(fn($s) => $s->name(), $shapes)), "\n";
$total = array_reduce($shapes, fn($c, $s) => $c + $s->area(), 0);
printf("Total: %.2f\n", $total);
var_dump($shapes[0] instanceof Shape, $shapes[0] instanceof HasName);
echo get_parent_class(new Square(1)), "\n";
print_r(class_implements(new Square(1)));
print_r(class_parents(new Square(1)));
var_dump(method_exists('Square', 'area'), is_subclass_of('Square', 'Shape'));
$r = new Rectangle(1, 2);
$r2 = clone $r;
var_dump($r == $r2, $r === $r2);
echo json_encode(['a' => new Rectangle(1,2)]), "\n";
var_dump(new Square(2));
try {
    class_exists('Nope') or throw new LogicException("no class");
} catch (LogicException $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
circle with area 7.069
rectangle with area 7.000
square(square) with area 16.000
circle with area 12.566
rectangle, circle, circle, square(square)
Total: 42.63
bool(true)
bool(true)
Rectangle
Array
(
    [HasArea] => HasArea
    [HasName] => HasName
)
Array
(
    [Rectangle] => Rectangle
    [Shape] => Shape
)
bool(true)
bool(true)
bool(true)
bool(false)
{"a":{}}
object(Square)#7 (2) {
  ["w":protected]=>
  float(2)
  ["h":protected]=>
  float(2)
}
no class
