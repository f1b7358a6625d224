--TEST--
MultipleIterator with numeric and associative keys, NEED_ALL and NEED_ANY
--FILE--
<?php
$names = new ArrayIterator(['Ann', 'Bob', 'Cy']);
$ages = new ArrayIterator([31, 25]);
$m = new MultipleIterator();
$m->attachIterator($names);
$m->attachIterator($ages);
foreach ($m as $k => $v) echo json_encode($k), ' ', json_encode($v), "\n";
echo $m->countIterators(), ' ', $m->getFlags(), "\n";
$m = new MultipleIterator(MultipleIterator::MIT_NEED_ANY | MultipleIterator::MIT_KEYS_ASSOC);
$m->attachIterator($names, 'name');
$m->attachIterator($ages, 'age');
foreach ($m as $k => $v) echo json_encode($k), ' ', json_encode($v), "\n";
var_dump($m->containsIterator($ages));
$m->detachIterator($ages);
var_dump($m->containsIterator($ages), $m->countIterators());
try { $m->attachIterator(new ArrayIterator([1])); } catch (Throwable $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; }
try { $m->attachIterator(new ArrayIterator([1]), 'name'); } catch (Throwable $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; }
$m2 = new MultipleIterator();
var_dump($m2->valid());
$m2->attachIterator(new ArrayIterator([]));
$m2->rewind();
var_dump($m2->valid());
try { $m2->current(); } catch (Throwable $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; }
try { $m2->key(); } catch (Throwable $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; }
$m3 = new MultipleIterator(MultipleIterator::MIT_NEED_ALL);
$m3->attachIterator(new ArrayIterator(['a' => 1, 'b' => 2]));
$m3->attachIterator((function () { yield 'x' => 10; yield 'y' => 20; yield 'z' => 30; })());
foreach ($m3 as $keys => [$p, $q]) echo implode('/', $keys), ": ", $p + $q, "\n";
$m3->setFlags(MultipleIterator::MIT_NEED_ANY);
echo $m3->getFlags(), "\n";
$a = new ArrayIterator([1, 2, 3]); $b = new ArrayIterator([4, 5, 6]); $c = new ArrayIterator([7, 8, 9]);
$mi = new MultipleIterator(); foreach ([$a, $b, $c] as $it) $mi->attachIterator($it);
$sums = []; foreach ($mi as $vals) $sums[] = array_sum($vals);
echo implode(',', $sums), "\n";
--EXPECT--
[0,0] ["Ann",31]
[1,1] ["Bob",25]
2 1
{"name":0,"age":0} {"name":"Ann","age":31}
{"name":1,"age":1} {"name":"Bob","age":25}
{"name":2,"age":null} {"name":"Cy","age":null}
bool(true)
bool(false)
int(1)
InvalidArgumentException: Key duplication error
bool(false)
bool(false)
RuntimeException: Called current() with non valid sub iterator
RuntimeException: Called key() with non valid sub iterator
a/x: 11
b/y: 22
0
12,15,18
