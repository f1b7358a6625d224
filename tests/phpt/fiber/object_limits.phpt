--TEST--
Fiber objects cannot be cloned, serialized or given dynamic properties
--FILE--
<?php
$f = new Fiber(function () {});
try { clone $f; } catch (Error $e) { echo $e->getMessage(), "\n"; }
try { serialize($f); } catch (Exception $e) { echo $e->getMessage(), "\n"; }
try { $f->x = 1; } catch (Error $e) { echo $e->getMessage(), "\n"; }
var_dump($f);
print_r($f);
echo "\n";
--EXPECT--
Trying to clone an uncloneable object of class Fiber
Serialization of 'Fiber' is not allowed
Cannot create dynamic property Fiber::$x
object(Fiber)#1 (0) {
}
Fiber Object
(
)
