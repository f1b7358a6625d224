--TEST--
generator methods use $this; IteratorAggregate returns a generator
--FILE--
<?php
class Collection implements IteratorAggregate {
    private array $items = [];
    public function add($item): static { $this->items[] = $item; return $this; }
    public function getIterator(): Generator {
        foreach ($this->items as $i => $item) {
            yield "item$i" => $item;
        }
    }
    public function pairs(): Generator {
        $n = count($this->items);
        for ($i = 0; $i < $n; $i++)
            for ($j = $i + 1; $j < $n; $j++)
                yield [$this->items[$i], $this->items[$j]];
    }
}
$c = (new Collection)->add('a')->add('b')->add('c');
foreach ($c as $k => $v) echo "$k=$v ";
echo "\n";
foreach ($c->pairs() as [$x, $y]) echo "$x$y ";
echo "\n";
var_dump($c->getIterator() instanceof Traversable, iterator_count($c));
--EXPECT--
item0=a item1=b item2=c 
ab ac bc 
bool(true)
int(3)
