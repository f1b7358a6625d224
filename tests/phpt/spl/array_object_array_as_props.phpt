--TEST--
ArrayObject::ARRAY_AS_PROPS: property reads, writes, isset and unset reach the array
--FILE--
<?php
$ao = new ArrayObject(['x' => 1, 'list' => [1, 2]], ArrayObject::ARRAY_AS_PROPS);
echo $ao->x, " ", $ao['x'], "\n";
$ao->y = 2;
$ao['z'] = 3;
echo $ao->z, "\n";
var_dump(isset($ao->y), isset($ao->nope), empty($ao->x));
unset($ao->x);
print_r($ao->getArrayCopy());
echo count($ao), "\n";
echo $ao->missing ?? 'default', "\n";
echo $ao->missing2, "|\n";
var_dump($ao);
$plain = new ArrayObject(['a' => 1]);
$plain->dyn = 5;
echo $plain->dyn, "\n";
echo $plain->a ?? 'no-a', "\n";
echo $plain->b, "|\n";
var_dump(isset($plain->dyn), isset($plain->a));
var_dump($plain);
$plain->setFlags(ArrayObject::ARRAY_AS_PROPS);
echo $plain->a, "\n";
$it = new ArrayIterator(['k' => 'v'], ArrayIterator::ARRAY_AS_PROPS);
echo $it->k, "\n";
class Config extends ArrayObject { public function __construct(array $d) { parent::__construct($d, self::ARRAY_AS_PROPS); } }
$c = new Config(['debug' => true, 'name' => 'app']);
var_dump($c->debug, $c->name);
$c->name = 'changed';
echo $c['name'], "\n";
foreach ($c as $k => $v) echo "$k=", var_export($v, true), " ";
echo "\n";
--EXPECTF--
1 1
3
bool(true)
bool(false)
bool(false)
Array
(
    [list] => Array
        (
            [0] => 1
            [1] => 2
        )

    [y] => 2
    [z] => 3
)
3
default

Warning: Undefined array key "missing2" in %s on line 12
|
object(ArrayObject)#1 (1) {
  ["storage":"ArrayObject":private]=>
  array(3) {
    ["list"]=>
    array(2) {
      [0]=>
      int(1)
      [1]=>
      int(2)
    }
    ["y"]=>
    int(2)
    ["z"]=>
    int(3)
  }
}

Deprecated: Creation of dynamic property ArrayObject::$dyn is deprecated in %s on line 15
5
no-a

Warning: Undefined property: ArrayObject::$b in %s on line 18
|
bool(true)
bool(false)
object(ArrayObject)#2 (2) {
  ["dyn"]=>
  int(5)
  ["storage":"ArrayObject":private]=>
  array(1) {
    ["a"]=>
    int(1)
  }
}
1
v
bool(true)
string(3) "app"
changed
debug=true name='changed'
