--TEST--
Anonymous class names: get_class gives the full name, var_dump, print_r and messages stop at its NUL byte
--FILE--
<?php
interface Foo {}
$o = new class { public $a = 1; private $p = 2; function f($x) { throw new Exception("e"); } };
var_dump($o);
print_r($o); echo "\n";
var_dump(str_starts_with(get_class($o), "class@anonymous\0"), str_contains(get_class($o), basename(__FILE__)));
$q = new class implements Foo {};
var_dump(str_starts_with(get_class($q), "Foo@anonymous\0"), $q instanceof Foo);
try { $o->nope(); } catch (Error $e) { echo $e->getMessage(), "\n"; }
try { $o->f($o); } catch (Exception $e) { echo $e->getTraceAsString(), "\n"; }
try { echo $o->p; } catch (Error $e) { echo $e->getMessage(), "\n"; }
echo $o->zz;
try { echo "$o"; } catch (Error $e) { echo $e->getMessage(), "\n"; }
$f = function () use ($o) {};
var_dump($f);
--EXPECTF--
object(class@anonymous)#1 (2) {
  ["a"]=>
  int(1)
  ["p":"class@anonymous":private]=>
  int(2)
}
class@anonymous Object
(
    [a] => 1
    [p:class@anonymous:private] => 2
)

bool(true)
bool(true)
bool(true)
bool(true)
Call to undefined method class@anonymous::nope()
#0 %s(10): class@anonymous->f(Object(class@anonymous))
#1 {main}
Cannot access private property class@anonymous::$p

Warning: Undefined property: class@anonymous::$zz in %s on line 12
Object of class class@anonymous could not be converted to string
object(Closure)#3 (1) {
  ["static"]=>
  array(1) {
    ["o"]=>
    object(class@anonymous)#1 (2) {
      ["a"]=>
      int(1)
      ["p":"class@anonymous":private]=>
      int(2)
    }
  }
}
