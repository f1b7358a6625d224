--TEST--
ArrayAccess, Countable and IteratorAggregate implemented by user classes
--FILE--
<?php
class Bag implements ArrayAccess, Countable, IteratorAggregate {
  private array $d = [];
  function offsetExists(mixed $k): bool { echo "exists($k)\n"; return isset($this->d[$k]); }
  function offsetGet(mixed $k): mixed { return $this->d[$k] ?? null; }
  function offsetSet(mixed $k, mixed $v): void { if ($k === null) $this->d[] = $v; else $this->d[$k] = $v; }
  function offsetUnset(mixed $k): void { unset($this->d[$k]); }
  function count(): int { return count($this->d); }
  function getIterator(): Iterator { return new ArrayIterator($this->d); }
}
$b = new Bag; $b["x"] = 1; $b[] = 2; $b[] = 3;
var_dump(isset($b["x"]), isset($b["nope"]), $b["x"], count($b));
unset($b[0]);
foreach ($b as $k => $v) echo "$k => $v\n";
var_dump(iterator_to_array($b), iterator_count($b));
--EXPECT--
exists(x)
exists(nope)
bool(true)
bool(false)
int(1)
int(3)
x => 1
1 => 3
array(2) {
  ["x"]=>
  int(1)
  [1]=>
  int(3)
}
int(2)
