--TEST--
Collection with ArrayAccess/IteratorAggregate/Countable/JsonSerializable, SPL structures, match, spread, var_export/print_r/var_dump layouts
--FILE--
<?php
class Collection implements ArrayAccess, IteratorAggregate, Countable, JsonSerializable {
    private array $items;
    public function __construct(array $items = []) { $this->items = $items; }
    public static function of(...$items): static { return new static($items); }
    public function offsetExists(mixed $o): bool { return isset($this->items[$o]); }
    public function offsetGet(mixed $o): mixed { return $this->items[$o] ?? null; }
    public function offsetSet(mixed $o, mixed $v): void { if ($o === null) $this->items[] = $v; else $this->items[$o] = $v; }
    public function offsetUnset(mixed $o): void { unset($this->items[$o]); }
    public function getIterator(): ArrayIterator { return new ArrayIterator($this->items); }
    public function count(): int { return count($this->items); }
    public function jsonSerialize(): array { return $this->items; }
    public function map(callable $f): static { return new static(array_map($f, $this->items)); }
    public function filter(?callable $f = null): static { return new static(array_values(array_filter($this->items, $f))); }
    public function reduce(callable $f, $init = null) { return array_reduce($this->items, $f, $init); }
    public function sortBy(callable $key): static { $c = $this->items; usort($c, fn($a, $b) => $key($a) <=> $key($b)); return new static($c); }
    public function groupBy(callable $key): array { $g = []; foreach ($this->items as $i) $g[$key($i)][] = $i; return $g; }
    public function __toString(): string { return '[' . implode(', ', $this->items) . ']'; }
}
$c = Collection::of(5, 3, 8, 1, 9, 2);
$c[] = 7;
echo count($c), " ", $c[2], " ", isset($c[10]) ? 'y' : 'n', " ", $c, "\n";
unset($c[0]);
echo json_encode($c), "\n";
echo $c->map(fn($x) => $x * 10)->filter(fn($x) => $x > 30), "\n";
echo $c->reduce(fn($carry, $x) => $carry + $x, 0), "\n";
foreach ($c as $k => $v) echo "$k:$v ";
echo "\n";
$people = Collection::of(['n' => 'Bo', 'a' => 30], ['n' => 'Al', 'a' => 25], ['n' => 'Cy', 'a' => 30]);
echo json_encode($people->sortBy(fn($p) => $p['a'])), "\n";
print_r($people->groupBy(fn($p) => $p['a']));
var_dump($c instanceof Countable, is_countable($c), is_iterable($c), iterator_count($c));
$ao = new ArrayObject(['x' => 1, 'y' => 2]);
$ao['z'] = 3;
echo count($ao), " ", implode(',', array_keys($ao->getArrayCopy())), "\n";
foreach ($ao as $k => $v) echo "$k=$v ";
echo "\n";
$it = new ArrayIterator([3, 1, 2]);

print_r(iterator_to_array($it));
$stack = new SplStack(); $stack->push(1); $stack->push(2); echo $stack->pop(), $stack->top(), count($stack), "\n";
$q = new SplQueue(); $q->enqueue('a'); $q->enqueue('b'); echo $q->dequeue(), count($q), "\n";
$h = new SplMinHeap(); foreach ([5, 1, 3] as $x) $h->insert($x); echo $h->extract(), $h->top(), "\n";
$pq = new SplPriorityQueue(); $pq->insert('low', 1); $pq->insert('high', 10); echo $pq->extract(), "\n";
$fixed = new SplFixedArray(3); $fixed[0] = 'a'; echo $fixed->getSize(), "\n";
$storage = new SplObjectStorage(); $o1 = new stdClass; $storage[$o1] = 'data'; echo count($storage), $storage[$o1], "\n";
$r = match(true) { count($c) > 5 => "big", count($c) > 2 => "medium", default => "small" };
echo $r, "\n";
function describe(int|string|null $v): string { return match(gettype($v)) { 'integer' => "int $v", 'string' => "str '$v'", default => 'null' }; }
echo describe(5), " ", describe("x"), " ", describe(null), "\n";
$point = ['x' => 1, 'y' => 2];
function show($x, $y, $z = 0) { return "($x,$y,$z)"; }
echo show(...$point), show(...[1, 2, 3]), "\n";
$merged = [...[1, 2], ...['a' => 'b'], ...[3]];
print_r($merged);
$user = null;
echo $user?->profile?->name ?? "anonymous", "\n";
var_export(['a' => [1, true, null, 1.5, 'x\'y'], 'o' => (object)['p' => 1]]);
echo "\n";
var_export(1.0); echo "\n"; var_export(-0.0); echo "\n"; var_export("multi\nline"); echo "\n";
print_r([1, [2, [3, []]], 'k' => null, 'f' => false, 't' => true, 'fl' => 1.0]);
echo "\n";
var_dump((object)['a' => 1, 'b' => [1]], [1.0, -0.0, 1e20, 0.1, NAN, INF, PHP_INT_MIN]);
--EXPECT--
7 8 n [5, 3, 8, 1, 9, 2, 7]
{"1":3,"2":8,"3":1,"4":9,"5":2,"6":7}
[80, 90, 70]
30
1:3 2:8 3:1 4:9 5:2 6:7 
[{"n":"Al","a":25},{"n":"Bo","a":30},{"n":"Cy","a":30}]
Array
(
    [30] => Array
        (
            [0] => Array
                (
                    [n] => Bo
                    [a] => 30
                )

            [1] => Array
                (
                    [n] => Cy
                    [a] => 30
                )

        )

    [25] => Array
        (
            [0] => Array
                (
                    [n] => Al
                    [a] => 25
                )

        )

)
bool(true)
bool(true)
bool(true)
int(6)
3 x,y,z
x=1 y=2 z=3 
Array
(
    [0] => 3
    [1] => 1
    [2] => 2
)
211
a1
13
high
3
1data
big
int 5 str 'x' null
(1,2,0)(1,2,3)
Array
(
    [0] => 1
    [1] => 2
    [a] => b
    [2] => 3
)
anonymous
array (
  'a' => 
  array (
    0 => 1,
    1 => true,
    2 => NULL,
    3 => 1.5,
    4 => 'x\'y',
  ),
  'o' => 
  (object) array(
     'p' => 1,
  ),
)
1.0
-0.0
'multi
line'
Array
(
    [0] => 1
    [1] => Array
        (
            [0] => 2
            [1] => Array
                (
                    [0] => 3
                    [1] => Array
                        (
                        )

                )

        )

    [k] => 
    [f] => 
    [t] => 1
    [fl] => 1
)

object(stdClass)#12 (2) {
  ["a"]=>
  int(1)
  ["b"]=>
  array(1) {
    [0]=>
    int(1)
  }
}
array(7) {
  [0]=>
  float(1)
  [1]=>
  float(-0)
  [2]=>
  float(1.0E+20)
  [3]=>
  float(0.1)
  [4]=>
  float(NAN)
  [5]=>
  float(INF)
  [6]=>
  int(-9223372036854775808)
}
