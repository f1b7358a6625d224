--TEST--
singleton, magic __get/__set/__call/__callStatic, abstract factory, readonly, clone, static inheritance
--FILE--
<?php
class Config {
    private static ?Config $instance = null;
    private array $settings = [];
    public static int $loads = 0;
    const VERSION = '1.0';
    private function __construct() { static::$loads++; }
    public static function getInstance(): static { return self::$instance ??= new static(); }
    public function set(string $k, $v): self { $this->settings[$k] = $v; return $this; }
    public function get(string $k, $default = null) { return $this->settings[$k] ?? $default; }
    public function __get($name) { echo "__get($name)\n"; return $this->settings[$name] ?? null; }
    public function __set($name, $value) { echo "__set($name)\n"; $this->settings[$name] = $value; }
    public function __isset($name) { return isset($this->settings[$name]); }
    public function __unset($name) { unset($this->settings[$name]); }
    public function __call($m, $args) { return "$m(" . implode(",", $args) . ")"; }
    public static function __callStatic($m, $args) { return "static $m"; }
}
$c = Config::getInstance();
$c->set('debug', true)->set('level', 3);
var_dump(Config::getInstance() === $c, Config::$loads, $c->get('level'), $c->get('missing', 'def'));
$c->color = 'red';
echo $c->color, "\n";
var_dump(isset($c->color), isset($c->nothing), empty($c->color));
unset($c->color);
var_dump(isset($c->color));
echo $c->doThing(1, 2), " ", Config::other(), "\n";
echo Config::VERSION, " ", $c::VERSION, "\n";
try { new Config(); } catch (Error $e) { echo $e->getMessage(), "\n"; }
abstract class Shape {
    abstract public function area(): float;
    public static function create(string $type, ...$args): static { return new $type(...$args); }
    public function describe(): string { return sprintf("%s with area %.2f", static::class, $this->area()); }
    public function __toString(): string { return $this->describe(); }
}
class Circle extends Shape { public function __construct(private float $r) {} public function area(): float { return M_PI * $this->r ** 2; } }
class Rect extends Shape { public function __construct(protected float $w, protected float $h) {} public function area(): float { return $this->w * $this->h; } }
class Square extends Rect { public function __construct(float $s) { parent::__construct($s, $s); } public function describe(): string { return "Square! " . parent::describe(); } }
$shapes = [Shape::create('Circle', 2), Shape::create('Rect', 3, 4), new Square(5)];
foreach ($shapes as $s) echo $s, "\n";
usort($shapes, fn($a, $b) => $a->area() <=> $b->area());
echo implode(", ", array_map('get_class', $shapes)), "\n";
try { $x = new Shape(); } catch (Error $e) { echo $e->getMessage(), "\n"; }
var_dump($shapes[0] instanceof Shape, get_parent_class($shapes[2]), is_subclass_of($shapes[2], 'Shape'), method_exists('Square', 'area'), property_exists('Rect', 'w'));
print_r(get_object_vars($shapes[0]));
var_dump($shapes[1]);
class Temp { public function __construct(public readonly float $celsius) {}
  public function withCelsius(float $c): static { return new static($c); }
  public static function fromF(float $f): self { return new self(($f - 32) * 5 / 9); } }
$t = Temp::fromF(212); echo $t->celsius, "\n";
try { $t->celsius = 5; } catch (Error $e) { echo $e->getMessage(), "\n"; }
$t2 = clone $t; var_dump($t2);
class P { public $items = []; public ?P $child = null; function __clone() { if ($this->child) $this->child = clone $this->child; } }
$p = new P; $p->child = new P; $p->child->items[] = 1; $q = clone $p; $q->child->items[] = 2;
echo count($p->child->items), count($q->child->items), "\n";
class Cnt { public static $n = 0; public static function inc() { return ++static::$n; } }
class Cnt2 extends Cnt {}
Cnt::inc(); Cnt2::inc(); echo Cnt::$n, Cnt2::$n, "\n";
class Cnt3 extends Cnt { public static $n = 100; }
Cnt3::inc(); echo Cnt::$n, " ", Cnt3::$n, "\n";
--EXPECT--
bool(true)
int(1)
int(3)
string(3) "def"
__set(color)
__get(color)
red
__get(color)
bool(true)
bool(false)
bool(false)
bool(false)
doThing(1,2) static other
1.0 1.0
Call to private Config::__construct() from global scope
Circle with area 12.57
Rect with area 12.00
Square! Square with area 25.00
Rect, Circle, Square
Cannot instantiate abstract class Shape
bool(true)
string(4) "Rect"
bool(true)
bool(true)
bool(true)
Array
(
)
object(Circle)#2 (1) {
  ["r":"Circle":private]=>
  float(2)
}
100
Cannot modify readonly property Temp::$celsius
object(Temp)#6 (1) {
  ["celsius"]=>
  float(100)
}
12
22
2 101
