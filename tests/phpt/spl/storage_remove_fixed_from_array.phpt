--TEST--
SplObjectStorage removeAll/removeAllExcept/getHash and SplFixedArray::fromArray
--FILE--
<?php
$s = new SplObjectStorage; $a = new stdClass; $b = new stdClass; $c = new stdClass;
$s->attach($a); $s->attach($b); $s->attach($c);
$t = new SplObjectStorage; $t->attach($b);
var_dump($s->removeAll($t), count($s));
$t->attach($a);
var_dump($s->removeAllExcept($t), count($s));
echo strlen($s->getHash($a)), "\n";
print_r(SplFixedArray::fromArray([3 => 'x', 1 => 'y'])->toArray());
print_r(SplFixedArray::fromArray([3 => 'x', 1 => 'y'], false)->toArray());
try { SplFixedArray::fromArray(['a' => 1]); } catch (Throwable $e) { echo get_class($e), $e->getMessage(), "\n"; }
try { SplFixedArray::fromArray([-1 => 1]); } catch (Throwable $e) { echo get_class($e), $e->getMessage(), "\n"; }
print_r(SplFixedArray::fromArray([])->toArray());
--EXPECT--
int(2)
int(2)
int(1)
int(1)
32
Array
(
    [0] => 
    [1] => y
    [2] => 
    [3] => x
)
Array
(
    [0] => x
    [1] => y
)
InvalidArgumentExceptionarray must contain only positive integer keys
InvalidArgumentExceptionarray must contain only positive integer keys
Array
(
)
