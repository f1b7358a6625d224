--TEST--
promoted constructor parameters and readonly properties
--FILE--
<?php
class Point {
    public function __construct(
        public readonly int $x = 0,
        public readonly int $y = 0,
        private string $label = 'p',
    ) {}
    public function withX(int $x): static {
        return new static($x, $this->y, $this->label);
    }
    public function label() { return $this->label; }
}
$p = new Point(1, 2);
$q = $p->withX(10);
echo "$p->x,$p->y $q->x,$q->y ", $q->label(), "\n";
try {
    $p->x = 5;
} catch (Error $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
class Lazy {
    public readonly array $data;
    public function load() { $this->data = [1, 2]; }
}
$l = new Lazy;
$l->load();
echo count($l->data), "\n";
try {
    $l->load();
} catch (Error $e) {
    echo $e->getMessage(), "\n";
}
try {
    $l->data[] = 3;
} catch (Error $e) {
    echo $e->getMessage(), "\n";
}
var_dump(new Point(y: 7));
--EXPECT--
1,2 10,2 p
Error: Cannot modify readonly property Point::$x
2
Cannot modify readonly property Lazy::$data
Cannot modify readonly property Lazy::$data
object(Point)#5 (3) {
  ["x"]=>
  int(0)
  ["y"]=>
  int(7)
  ["label":"Point":private]=>
  string(1) "p"
}
