--TEST--
property defaults, typed properties and access before initialization
--FILE--
<?php
class Item {
    public $untyped;
    public int $count = 0;
    public ?string $label = null;
    public array $tags = ['new'];
    public float $price;
    public static int $instances = 0;
}
$i = new Item;
var_dump($i->untyped, $i->count, $i->label, $i->tags);
try {
    echo $i->price;
} catch (Error $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
$i->price = 5;
var_dump($i->price);
$i->count = "12";
var_dump($i->count);
try {
    $i->count = "many";
} catch (TypeError $e) {
    echo $e->getMessage(), "\n";
}
Item::$instances++;
echo Item::$instances, "\n";
var_dump($i);
--EXPECT--
NULL
int(0)
NULL
array(1) {
  [0]=>
  string(3) "new"
}
Error: Typed property Item::$price must not be accessed before initialization
float(5)
int(12)
Cannot assign string to property Item::$count of type int
1
object(Item)#1 (5) {
  ["untyped"]=>
  NULL
  ["count"]=>
  int(12)
  ["label"]=>
  NULL
  ["tags"]=>
  array(1) {
    [0]=>
    string(3) "new"
  }
  ["price"]=>
  float(5)
}
