--TEST--
Writes of an element of an array property ($this->items[$k] = v, $this->items[] = v): key normalisation, copy on write, references, visibility, readonly, nested levels, a full array
--FILE--
<?php
class Bag {
    private array $items = [];
    protected $loose = [];
    public $pub = ['a' => 1];
    public ?array $maybe = null;
    public readonly array $fixed;
    public array $untouched;
    public $str = "abc";
    public function __construct() { $this->fixed = [1]; }
    public function put($k, $v) { $this->items[$k] = $v; $this->loose[$k] = $v; return $this; }
    public function items() { return $this->items; }
    public function loose() { return $this->loose; }
    public function fix() { $this->fixed[0] = 2; }
    public function untouched() { $this->untouched['x'] = 1; }
    public function maybe() { $this->maybe['k'] = 'v'; }
}
class Sub extends Bag {
    public function touch() { $this->loose['sub'] = true; $this->pub['sub'] = true; }
}
$b = new Bag;
$b->put("5", 'five')->put(7, 'seven')->put("x", 'ex')->put("07", 'oh-seven');
$snapshot = $b->items();
$b->put(5, 'FIVE');
var_dump($snapshot, $b->items());
$b->pub['b'] = 2;
$b->pub[1.5] = 'float key';
$b->pub[true] = 'bool key';
$b->pub[null] = 'null key';
print_r($b->pub);
$r = 'ref';
$b->pub['r'] = &$r;
$b->pub['r'] = 'changed through ref';
echo $r, "\n";
$s = new Sub;
$s->put('a', 1);
$s->touch();
print_r($s->loose());
print_r($s->pub);
try { $b->fix(); } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
$b->untouched();
$b->maybe();
var_dump($b->maybe);
try { $b->str[1] = 'X'; echo $b->str, "\n"; } catch (Error $e) { echo $e->getMessage(), "\n"; }
$copy = clone $b;
$copy->pub['c'] = 'only in copy';
echo count($b->pub), " ", count($copy->pub), "\n";
try { $b->items['no'] = 1; } catch (Error $e) { echo $e->getMessage(), "\n"; }
class Grid { public $cells = []; function set($i, $j, $v) { $this->cells[$i][$j] = $v; } }
$g = new Grid; $g->set(0, 1, 'a'); $g->set(0, 2, 'b'); $g->set(1, 0, 'c');
echo json_encode($g->cells), "\n";
class Log { private $lines = []; public $full = [PHP_INT_MAX => 'last'];
  function add($l) { $this->lines[] = $l; return count($this->lines); }
  function lines() { return $this->lines; }
  function overflow() { $this->full[] = 'more'; return count($this->full); } }
$l = new Log; $l->add('a'); $l->add('b'); $keep = $l->lines(); $l->add('c');
echo implode(",", $keep), " ", implode(",", $l->lines()), "\n";
try { $l->full[] = 'x'; } catch (Error $e) { echo $e->getMessage(), "\n"; }
try { echo $l->overflow(), "\n"; } catch (Error $e) { echo $e->getMessage(), "\n"; }
$b->pub[] = 'pushed';
echo array_key_last($b->pub), "\n";
--EXPECTF--
array(4) {
  [5]=>
  string(4) "five"
  [7]=>
  string(5) "seven"
  ["x"]=>
  string(2) "ex"
  ["07"]=>
  string(8) "oh-seven"
}
array(4) {
  [5]=>
  string(4) "FIVE"
  [7]=>
  string(5) "seven"
  ["x"]=>
  string(2) "ex"
  ["07"]=>
  string(8) "oh-seven"
}

Deprecated: Implicit conversion from float 1.5 to int loses precision in %s on line 27
Array
(
    [a] => 1
    [b] => 2
    [1] => bool key
    [] => null key
)
changed through ref
Array
(
    [a] => 1
    [sub] => 1
)
Array
(
    [a] => 1
    [sub] => 1
)
Error: Cannot modify readonly property Bag::$fixed
array(1) {
  ["k"]=>
  string(1) "v"
}
aXc
5 6
Cannot access private property Bag::$items
[{"1":"a","2":"b"},["c"]]
a,b a,b,c
Cannot add element to the array as the next element is already occupied
Cannot add element to the array as the next element is already occupied
2
