--TEST--
magic accessors, __call/__callStatic/__invoke, ArrayAccess, Countable, IteratorAggregate, __clone
--FILE--
<?php
class Model {
    private array $data = [];
    private static array $registry = [];
    public function __get($name) { echo "get $name\n"; return $this->data[$name] ?? null; }
    public function __set($name, $value) { echo "set $name\n"; $this->data[$name] = $value; }
    public function __isset($name) { return isset($this->data[$name]); }
    public function __unset($name) { unset($this->data[$name]); }
    public function __call($method, $args) {
        if (str_starts_with($method, 'get')) { return $this->data[lcfirst(substr($method, 3))] ?? null; }
        throw new BadMethodCallException("Method $method does not exist");
    }
    public static function __callStatic($method, $args) { return static::class . "::$method(" . implode(',', $args) . ")"; }
    public function __invoke($x) { return $x * 2; }
    public function __toString(): string { return json_encode($this->data); }
}
$m = new Model;
$m->name = "Widget";
$m->price = 9.99;
echo $m->name, "\n";
var_dump(isset($m->name), isset($m->nope), empty($m->price));
unset($m->price);
var_dump(isset($m->price));
echo $m->getName(), "\n";
try { $m->explode(); } catch (BadMethodCallException $e) { echo $e->getMessage(), "\n"; }
echo Model::find(1, 2), "\n";
echo $m(21), "\n";
echo "Model: $m\n";
echo strlen($m), "\n";
var_dump(is_callable($m));
echo implode(",", array_map($m, [1, 2, 3])), "\n";
$m->list = [1];
$m->list[] = 2;
var_dump($m->list);

class Collection implements ArrayAccess, Countable, IteratorAggregate {
    private $items = [];
    public function offsetExists(mixed $o): bool { return isset($this->items[$o]); }
    public function offsetGet(mixed $o): mixed { return $this->items[$o] ?? null; }
    public function offsetSet(mixed $o, mixed $v): void { if ($o === null) $this->items[] = $v; else $this->items[$o] = $v; }
    public function offsetUnset(mixed $o): void { unset($this->items[$o]); }
    public function count(): int { return count($this->items); }
    public function getIterator(): Iterator { return new ArrayIterator($this->items); }
}
$c = new Collection;
$c[] = "a"; $c[] = "b"; $c['k'] = "v";
echo count($c), " ", $c[0], " ", $c['k'], "\n";
var_dump(isset($c['k']), isset($c['zz']), $c['zz'] ?? 'default');
unset($c[0]);
foreach ($c as $k => $v) echo "$k=>$v\n";
echo iterator_count($c->getIterator()), "\n";
var_dump(iterator_to_array($c));
class Temp { public $v = 1; public $obj; function __construct() { $this->obj = new stdClass; $this->obj->x = 1; }
  function __clone() { $this->obj = clone $this->obj; echo "cloned\n"; } }
$t = new Temp; $t2 = clone $t; $t2->obj->x = 2; echo $t->obj->x, $t2->obj->x, "\n";
--EXPECTF--
set name
set price
get name
Widget
get price
bool(true)
bool(false)
bool(false)
bool(false)
Widget
Method explode does not exist
Model::find(1,2)
42
Model: {"name":"Widget"}
17
bool(true)
2,4,6
set list
get list

Notice: Indirect modification of overloaded property Model::$list has no effect in %s on line 33
get list
array(1) {
  [0]=>
  int(1)
}
3 a v
bool(true)
bool(false)
string(7) "default"
1=>b
k=>v
2
array(2) {
  [1]=>
  string(1) "b"
  ["k"]=>
  string(1) "v"
}
cloned
12
