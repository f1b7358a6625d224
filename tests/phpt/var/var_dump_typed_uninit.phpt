--TEST--
var: var dump typed uninit
--FILE--
<?php
class T {
    public int $a;
    public ?string $b;
    protected array $c;
    private int|string $d;
    public $e;
    public int $f = 3;
}
$t = new T;
var_dump($t);
print_r($t);
echo "\n";
unset($t->f);
var_dump($t);
--EXPECT--
object(T)#1 (2) {
  ["a"]=>
  uninitialized(int)
  ["b"]=>
  uninitialized(?string)
  ["c":protected]=>
  uninitialized(array)
  ["d":"T":private]=>
  uninitialized(string|int)
  ["e"]=>
  NULL
  ["f"]=>
  int(3)
}
T Object
(
    [e] => 
    [f] => 3
)

object(T)#1 (1) {
  ["a"]=>
  uninitialized(int)
  ["b"]=>
  uninitialized(?string)
  ["c":protected]=>
  uninitialized(array)
  ["d":"T":private]=>
  uninitialized(string|int)
  ["e"]=>
  NULL
  ["f"]=>
  uninitialized(int)
}
