--TEST--
foreach by reference over an object stops at a readonly property with 'Cannot acquire reference to readonly property'
--FILE--
<?php
class Mix { public $a = 1; public readonly int $b; public $c = 3; public function __construct() { $this->b = 2; } }
$m = new Mix;
try {
    foreach ($m as $k => &$v) { echo "$k=$v\n"; $v = 10; }
} catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
unset($v);
var_dump($m);
foreach ($m as $k => $v) echo "$k=$v ";
echo "\n";
class Child extends Mix {}
try { foreach (new Child as &$v) {} } catch (Error $e) { echo $e->getMessage(), "\n"; }
class Lazy { public readonly int $x; public $y = 'y'; }
foreach (new Lazy as $k => &$v) echo "$k ";
echo "\n";
--EXPECT--
a=1
Error: Cannot acquire reference to readonly property Mix::$b
object(Mix)#1 (3) {
  ["a"]=>
  int(10)
  ["b"]=>
  int(2)
  ["c"]=>
  int(3)
}
a=10 b=2 c=3 
Cannot acquire reference to readonly property Mix::$b
y 
