--TEST--
linked list with IteratorAggregate generator, Countable, reverse, print_r/var_export of nodes
--FILE--
<?php
class Node {
    public $next = null;
    public function __construct(public mixed $value) {}
}
class LinkedList implements IteratorAggregate, Countable {
    private ?Node $head = null;
    private int $size = 0;
    public function push($v): void {
        $n = new Node($v);
        if (!$this->head) { $this->head = $n; }
        else { $c = $this->head; while ($c->next) $c = $c->next; $c->next = $n; }
        $this->size++;
    }
    public function unshift($v): void { $n = new Node($v); $n->next = $this->head; $this->head = $n; $this->size++; }
    public function reverse(): void {
        $prev = null; $cur = $this->head;
        while ($cur) { $next = $cur->next; $cur->next = $prev; $prev = $cur; $cur = $next; }
        $this->head = $prev;
    }
    public function getIterator(): Generator {
        for ($n = $this->head; $n; $n = $n->next) yield $n->value;
    }
    public function count(): int { return $this->size; }
    public function toArray(): array { return iterator_to_array($this, false); }
}
$l = new LinkedList;
foreach ([3, 1, 4, 1, 5, 9, 2, 6] as $x) $l->push($x);
$l->unshift(0);
echo "count: ", count($l), "\n";
echo implode(" -> ", $l->toArray()), "\n";
$l->reverse();
foreach ($l as $i => $v) echo "$i:$v ";
echo "\n";
var_dump($l instanceof Traversable);
print_r(array_slice($l->toArray(), 2, 3));
$n = new Node("x"); $n->next = new Node("y");

print_r($n);
echo "\n";
var_export($n);
echo "\n";
--EXPECT--
count: 9
0 -> 3 -> 1 -> 4 -> 1 -> 5 -> 9 -> 2 -> 6
0:6 1:2 2:9 3:5 4:1 5:4 6:1 7:3 8:0 
bool(true)
Array
(
    [0] => 9
    [1] => 5
    [2] => 1
)
Node Object
(
    [next] => Node Object
        (
            [next] => 
            [value] => y
        )

    [value] => x
)

\Node::__set_state(array(
   'next' => 
  \Node::__set_state(array(
     'next' => NULL,
     'value' => 'y',
  )),
   'value' => 'x',
))
