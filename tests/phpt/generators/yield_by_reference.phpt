--TEST--
A generator declared by reference yields references that a by-reference foreach binds
--FILE--
<?php
function &refgen(array &$arr) { foreach ($arr as $k => &$v) yield $k => $v; }
$data = [1, 2, 3]; foreach (refgen($data) as &$v) $v *= 10; unset($v); print_r($data);
foreach (refgen($data) as $k => $v) echo "$k=$v "; echo "\n";
$g = refgen($data); var_dump($g->current());
class Bag { private array $items = ['a' => 1, 'b' => 2]; public function &each() { foreach ($this->items as $k => &$v) { yield $k => $v; } } public function all() { return $this->items; } }
$b = new Bag; foreach ($b->each() as $k => &$v) { $v = "$k!"; } unset($v); print_r($b->all());
function &counter() { $n = 0; while ($n < 3) { yield $n; } }
foreach (counter() as &$n) { echo $n; $n++; } echo "\n";
function plain() { yield 1; }
try { foreach (plain() as &$x) {} } catch (Exception $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
echo implode(",", iterator_to_array(refgen($data))), "\n";
--EXPECT--
Array
(
    [0] => 10
    [1] => 20
    [2] => 30
)
0=10 1=20 2=30 
int(10)
Array
(
    [a] => a!
    [b] => b!
)
012
Exception: You can only iterate a generator by-reference if it declared that it yields by-reference
10,20,30
