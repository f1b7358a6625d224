--TEST--
Generators cannot be cloned, serialized or given dynamic properties; closures cannot be serialized or given dynamic properties
--FILE--
<?php
function gen() { yield 1; }
$g = gen();
$c = function () {};
try { $x = clone $g; } catch (Error $e) { echo $e->getMessage(), "\n"; }
try { serialize($g); } catch (Exception $e) { echo $e->getMessage(), "\n"; }
try { $g->p = 1; } catch (Error $e) { echo $e->getMessage(), "\n"; }
$d = clone $c;
echo get_class($d), "\n";
try { serialize($c); } catch (Exception $e) { echo $e->getMessage(), "\n"; }
try { $c->p = 1; } catch (Error $e) { echo $e->getMessage(), "\n"; }
try { unserialize('O:7:"Closure":0:{}'); } catch (Exception $e) { echo $e->getMessage(), "\n"; }
try { unserialize('a:1:{i:0;O:9:"Generator":0:{}}'); } catch (Exception $e) { echo $e->getMessage(), "\n"; }
?>
--EXPECT--
Trying to clone an uncloneable object of class Generator
Serialization of 'Generator' is not allowed
Cannot create dynamic property Generator::$p
Closure
Serialization of 'Closure' is not allowed
Cannot create dynamic property Closure::$p
Unserialization of 'Closure' is not allowed
Unserialization of 'Generator' is not allowed
