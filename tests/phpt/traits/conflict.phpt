--TEST--
insteadof and as resolve trait conflicts
--FILE--
<?php
trait Hello { public function say() { return "Hello"; } }
trait World { public function say() { return "World"; } }
class Greeter { use Hello, World { Hello::say insteadof World; World::say as sayWorld; say as protected quiet; } 
  function both() { return $this->say() . " " . $this->sayWorld() . " " . $this->quiet(); } }
$g = new Greeter;
echo $g->both(), "\n";
try { $g->quiet(); } catch (Error $e) { echo $e->getMessage(), "\n"; }
print_r(get_class_methods($g));
--EXPECTF--
Fatal error: An alias was defined for method say(), which exists in both Hello and World. Use Hello::say or World::say to resolve the ambiguity in %s on line 4
